/**
 * Typesetting with MathJax. This code comes with the code loaded on demand (load.ts), when a
 * formula is first typeset (math/typeset.ts); until then a formula shows its TeX, as it does
 * while MathJax itself loads.
 */
import { getRuntimeConfig } from '@courses/runtime';
import { classifyUrl } from '../kits/core';

/** The part of MathJax 3's API the renderer uses. */
interface MathJaxApi {
  tex2chtmlPromise(tex: string, options: { display: boolean }): Promise<Element>;
  startup: {
    promise: Promise<unknown>;
    defaultReady(): void;
    document: { clear(): void; updateDocument(): void };
  };
}

interface MathJaxHolder {
  MathJax?: Partial<MathJaxApi> | Record<string, unknown>;
}

function pageMathJax(): MathJaxApi | null {
  const candidate = (window as unknown as MathJaxHolder).MathJax as Partial<MathJaxApi> | undefined;
  return typeof candidate?.tex2chtmlPromise === 'function' ? (candidate as MathJaxApi) : null;
}

let loading: Promise<MathJaxApi> | null = null;

/**
 * Loads MathJax once per page from the configured URL (served locally by default, a CDN if
 * the page says so), or uses the copy the page already has.
 */
export function loadMathJax(): Promise<MathJaxApi> {
  if (loading) return loading;
  const existing = pageMathJax();
  if (existing) {
    loading = existing.startup.promise.then(() => existing);
    return loading;
  }
  loading = new Promise<MathJaxApi>((resolve, reject) => {
    (window as unknown as MathJaxHolder).MathJax = {
      // Typeset only what the renderer asks for, never the whole host page.
      startup: {
        typeset: false,
        ready() {
          // MathJax builds its conversion methods (tex2chtmlPromise, …) in defaultReady.
          const loaded = (window as unknown as { MathJax: Pick<MathJaxApi, 'startup'> }).MathJax;
          loaded.startup.defaultReady();
          const api = pageMathJax();
          if (!api) return reject(new Error('MathJax started without its TeX input'));
          api.startup.promise.then(() => resolve(api), reject);
        },
      },
      // No \class, \style, \cssId or \data: a formula must not style or label the page.
      tex: { packages: { '[-]': ['html'] } },
    };
    const script = document.createElement('script');
    script.src = getRuntimeConfig().mathjaxUrl;
    script.async = true;
    script.dataset.courses = 'mathjax';
    script.onerror = () => reject(new Error(`MathJax could not be loaded from ${script.src}`));
    document.head.appendChild(script);
  });
  // A failed load may be retried by the next formula (the network may be back).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Removes any link or source from typeset output that is not a web address or a path. */
function scrubOutput(node: Element): void {
  for (const element of [node, ...Array.from(node.querySelectorAll('[href], [src]'))]) {
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value !== null && classifyUrl(value) !== 'http' && classifyUrl(value) !== 'relative') {
        element.removeAttribute(name);
      }
    }
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Typesets one formula. Calls are queued because MathJax may load extensions while typesetting
 * and its documentation asks for one conversion at a time.
 */
export function typeset(tex: string, display: boolean): Promise<Element> {
  const key = `${display ? 'display' : 'inline'}:${tex}`;
  const done = typesetCache.get(key);
  if (done) return Promise.resolve(done.cloneNode(true) as Element);
  pending++;
  const run = queue.then(async () => {
    const mathJax = await loadMathJax();
    const node = await mathJax.tex2chtmlPromise(tex, { display });
    scrubOutput(node);
    return { mathJax, node };
  });
  queue = run.catch(() => undefined);
  return run.then(
    ({ mathJax, node }) => {
      // CHTML output needs its stylesheet, which MathJax writes when the document is updated:
      // once after the last formula of a batch (a step's), since each update restyles the page.
      if (--pending === 0) {
        mathJax.startup.document.clear();
        mathJax.startup.document.updateDocument();
      }
      typesetCache.set(key, node.cloneNode(true) as Element);
      if (typesetCache.size > TYPESET_CACHE_SIZE) {
        typesetCache.delete(typesetCache.keys().next().value as string);
      }
      return node;
    },
    (error: unknown) => {
      pending--;
      throw error;
    },
  );
}

/** Formulas asked for and not yet typeset. */
let pending = 0;

/**
 * Typeset output by formula, so a formula typeset ahead (the next step's, while the reader was
 * idle) or seen before is shown at once. The page's MathJax stylesheet already covers it.
 */
const typesetCache = new Map<string, Element>();
const TYPESET_CACHE_SIZE = 300;
