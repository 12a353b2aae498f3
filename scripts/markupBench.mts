/**
 * Times the content markup renderer on a large lesson against plain marked + DOMPurify on the
 * same text. Both sides run in node on happy-dom's DOM (DOMPurify needs one), each warmed up
 * first and then timed several times; medians are returned. Used by `npm run bench:markup`
 * and `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { Window } from 'happy-dom';

const TARGET_BYTES = 200 * 1024;
export const WARM_UP_RUNS = 3;
export const TIMED_RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measure(run: () => unknown): number {
  for (let i = 0; i < WARM_UP_RUNS; i++) run();
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * A lesson of about `bytes` built from the playground's sample (one of every construct, five
 * questions), repeated with its question ids made unique, so every copy is valid content.
 */
function buildLesson(sample: string, bytes: number): string {
  const [aiLine = '', ...rest] = sample.split('\n');
  const body = rest.join('\n');
  const parts = [aiLine];
  let size = aiLine.length;
  for (let copy = 1; size < bytes; copy++) {
    const section = `\n## Part ${copy}\n\n${body.replace(/#(q-[\w-]+)/g, `#$1-${copy}`)}`;
    parts.push(section);
    size += section.length;
  }
  return parts.join('\n');
}

export interface MarkupBench {
  lessonKB: number;
  questions: number;
  /** Medians in ms. */
  baseline: number;
  parseOnly: number;
  withReact: number;
}

export async function runMarkupBench(): Promise<MarkupBench> {
  // happy-dom reports every frame it is told not to load; the lesson has many, so it is muted.
  const quiet = new Proxy(console, {
    get: (target, key) => (key in target ? () => undefined : undefined),
  });
  const window = new Window({
    url: 'http://localhost/',
    console: quiet,
    // Nothing is fetched: the MathJax script "loads" without running, so formulas stay text.
    settings: {
      disableIframePageLoading: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  // The globals a browser page has and React, emotion and DOMPurify look for.
  Object.assign(globalThis, {
    window,
    document: window.document,
    navigator: window.navigator,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
  });
  // React as the page gets it: the production build.
  process.env.NODE_ENV ??= 'production';
  // happy-dom's Node.prototype.nodeName is '' (capricorn86/happy-dom#2182); browsers and the
  // markup sanitiser's self-test need the real names. Both sides below run with the fix.
  const { installNodeNameFix } = await import('../src/markup/testing/domCompat');
  installNodeNameFix(window as unknown as Parameters<typeof installNodeNameFix>[0]);

  const [{ Marked }, { default: DOMPurify }, { createElement }, { flushSync }, { createRoot }] =
    await Promise.all([
      import('marked'),
      import('dompurify'),
      import('react'),
      import('react-dom'),
      import('react-dom/client'),
    ]);
  const { parseMarkup, MarkupView } = await import('../src/markup/index');
  const { SAMPLE_SOURCE } = await import('../host-demo/markup-playground/sampleSource');

  const lesson = buildLesson(SAMPLE_SOURCE, TARGET_BYTES);
  const check = parseMarkup(lesson);
  if (check.failure || check.diagnostics.length > 0) {
    throw new Error(
      `the benchmark lesson is not clean: ${check.failure?.message ?? check.diagnostics[0]?.message}`,
    );
  }

  const plainMarked = new Marked({ gfm: true });
  const plainPurify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  const baseline = measure(() => plainPurify.sanitize(plainMarked.parse(lesson) as string));
  const parseOnly = measure(() => parseMarkup(lesson));
  // The renderer as a page runs it: parse, then React renders the content into the document.
  const container = window.document.createElement('div');
  window.document.body.appendChild(
    container as unknown as Parameters<typeof window.document.body.appendChild>[0],
  );
  const withReact = measure(() => {
    const root = createRoot(container as unknown as HTMLElement);
    flushSync(() => root.render(createElement(MarkupView, { document: parseMarkup(lesson) })));
    root.unmount();
  });

  window.close();
  return {
    lessonKB: lesson.length / 1024,
    questions: check.questions.length,
    baseline,
    parseOnly,
    withReact,
  };
}
