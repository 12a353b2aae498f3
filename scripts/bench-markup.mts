/**
 * How long the content markup renderer takes on a large lesson in headless Chromium, compared
 * with plain marked + DOMPurify on the same text (the measurement is in markupBench.mts):
 *
 *   npm run bench:markup            a table
 *   npm run bench:markup -- --json  the medians as JSON
 */
import { BUDGETS } from './budgets';
import { TIMED_RUNS, WARM_UP_RUNS, runMarkupBench } from './markupBench.mjs';

async function main(): Promise<void> {
  const result = await runMarkupBench();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
    return;
  }
  const row = (label: string, ms: number, ratio?: number) =>
    `  ${label.padEnd(52)}${ms.toFixed(1).padStart(8)} ms${ratio === undefined ? '' : `   ${ratio.toFixed(2)} x`}`;
  console.log(
    `Markup renderer on a ${result.lessonKB.toFixed(1)} KB lesson (${result.questions} questions) in ` +
      `Chromium, median of ${TIMED_RUNS} runs each, taken in turn, after ${WARM_UP_RUNS} warm-up rounds`,
  );
  console.log(row('marked + DOMPurify, to a string', result.plainParse));
  console.log(row('marked + DOMPurify, shown in the page (baseline)', result.plainRender, 1));
  console.log(row('parseMarkup: parse, check, sanitise', result.parseOnly));
  console.log(
    row(
      'parseMarkup + React render into the page',
      result.withReact,
      result.withReact / result.plainRender,
    ),
  );
  console.log(`  budget: ${BUDGETS.markupRatio} x baseline`);
  console.log(
    `  ${result.accordions} accordions; landmarks the lesson adds to the page: ${result.landmarks}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
