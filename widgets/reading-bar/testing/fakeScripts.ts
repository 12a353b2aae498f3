export interface FakeScripts {
  /** Script elements the page has asked for, in order. */
  readonly requested: HTMLScriptElement[];
  /** The last requested script downloads and runs `script` (e.g. a provider defining its API). */
  load(script: () => void): void;
  /** The last requested script fails to download. */
  fail(): void;
}

/**
 * Catches the script elements added to the document head (happy-dom does not run them) so a
 * test decides when, and whether, each one loads. Other elements go in as usual.
 */
export function fakeScripts(): FakeScripts {
  const requested: HTMLScriptElement[] = [];
  const head = document.head;
  const append = head.append.bind(head);
  vi.spyOn(head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) requested.push(node);
      else append(node);
    }
  });
  const last = () => {
    const script = requested.at(-1);
    if (!script) throw new Error('no script has been requested');
    return script;
  };
  return {
    requested,
    load(script) {
      script();
      last().dispatchEvent(new Event('load'));
    },
    fail() {
      last().dispatchEvent(new Event('error'));
    },
  };
}
