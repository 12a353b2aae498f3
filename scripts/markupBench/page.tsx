/**
 * The markup benchmark as it runs in the page (bundled by scripts/markupBench.mts): a large
 * lesson rendered by the content markup renderer and by plain marked + DOMPurify, warmed up,
 * then timed in turn several times; medians in ms.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MarkupView, loadAllMarkup, parseMarkup } from '../../src/markup/index';
import { SAMPLE_SOURCE } from '../../host-demo/markup-playground/sampleSource';
import { median } from '../median';

export interface MarkupBenchResult {
  lessonKB: number;
  questions: number;
  /** Accordions, and the landmarks (region and the like) the rendered lesson adds to the page. */
  accordions: number;
  landmarks: number;
  /** Medians in ms. */
  plainParse: number;
  plainRender: number;
  parseOnly: number;
  withReact: number;
}

type Run = () => unknown;

/**
 * Times each run `runs` times after `warmUps` rounds, taking them in turn (a, b, c, a, b, c...)
 * so that what the machine does meanwhile (garbage collection, other processes) falls on every
 * measurement alike rather than on whichever ran last; medians in ms.
 */
function measureInTurn(runs: readonly Run[], warmUps: number, rounds: number): number[] {
  for (let i = 0; i < warmUps; i++) for (const run of runs) run();
  const times = runs.map((): number[] => []);
  for (let i = 0; i < rounds; i++) {
    runs.forEach((run, index) => {
      const started = performance.now();
      run();
      times[index]!.push(performance.now() - started);
    });
  }
  return times.map(median);
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

function run(targetBytes: number, warmUps: number, runs: number): MarkupBenchResult {
  const lesson = buildLesson(SAMPLE_SOURCE, targetBytes);
  const check = parseMarkup(lesson);
  if (check.failure || check.diagnostics.length > 0) {
    throw new Error(
      `the benchmark lesson is not clean: ${check.failure?.message ?? check.diagnostics[0]?.message}`,
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const marked = new Marked({ gfm: true });
  const plain = () => DOMPurify.sanitize(marked.parse(lesson) as string);
  // Plain rendering: the sanitised HTML set into the page, then taken out again, as React
  // takes the renderer's content out when it unmounts.
  const plainRender = () => {
    container.innerHTML = plain();
    container.replaceChildren();
  };
  const parseOnly = () => parseMarkup(lesson);
  const withReact = () => {
    const root = createRoot(container);
    flushSync(() => root.render(createElement(MarkupView, { document: parseMarkup(lesson) })));
    root.unmount();
  };
  const [plainParseMs, plainRenderMs, parseOnlyMs, withReactMs] = measureInTurn(
    [plain, plainRender, parseOnly, withReact],
    warmUps,
    runs,
  );
  // The lesson once more, left on screen to count what a screen reader's landmark list gets.
  const shown = createRoot(container);
  flushSync(() => shown.render(createElement(MarkupView, { document: parseMarkup(lesson) })));
  const accordions = container.querySelectorAll('.markup-accordion').length;
  const landmarks = container.querySelectorAll(
    '[role="region"], [role="navigation"], [role="complementary"], [role="main"], [role="banner"], [role="contentinfo"], [role="search"], [role="form"], nav, aside, main, section[aria-label], section[aria-labelledby]',
  ).length;
  shown.unmount();
  container.remove();
  return {
    accordions,
    landmarks,
    lessonKB: lesson.length / 1024,
    questions: check.questions.length,
    plainParse: plainParseMs!,
    plainRender: plainRenderMs!,
    parseOnly: parseOnlyMs!,
    withReact: withReactMs!,
  };
}

/**
 * The code of every construct is loaded first, outside the timings: what is timed is the
 * parse and the render, as on a page that has that code already (load.ts).
 */
async function runLoaded(...args: Parameters<typeof run>): Promise<MarkupBenchResult> {
  await loadAllMarkup();
  return run(...args);
}

declare global {
  interface Window {
    runMarkupBench?: typeof runLoaded;
  }
}
window.runMarkupBench = runLoaded;
