/**
 * Test-environment fix for happy-dom, whose `Node.prototype.nodeName` getter returns '' for
 * every node (upstream: capricorn86/happy-dom#2182). DOMPurify reads names through that getter
 * to resist DOM clobbering, so under happy-dom it would drop allowed elements and keep unsafe
 * ones, and the markup sanitiser's self-test would (rightly) refuse to run. Browsers return the
 * real name; this makes happy-dom do the same. Import it first in tests that sanitise markup,
 * or install it on a happy-dom Window in node scripts.
 */
interface WindowWithNode {
  Node: { prototype: object };
}

export function installNodeNameFix(win: WindowWithNode): void {
  const nodePrototype = win.Node.prototype;
  const original = Object.getOwnPropertyDescriptor(nodePrototype, 'nodeName');
  if (!original?.get || (original.get as { fixed?: boolean }).fixed) return;
  const originalGet = original.get;
  const get = function (this: object): unknown {
    // Use the nearest subclass getter (Element, Text, …), which happy-dom implements correctly.
    for (
      let proto = Object.getPrototypeOf(this);
      proto && proto !== nodePrototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this);
    }
    return originalGet.call(this);
  };
  Object.defineProperty(get, 'fixed', { value: true });
  Object.defineProperty(nodePrototype, 'nodeName', { ...original, get });
}

if (typeof window !== 'undefined' && 'happyDOM' in window) {
  installNodeNameFix(window as unknown as WindowWithNode);
}
