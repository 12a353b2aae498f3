/**
 * How long the content markup renderer takes on a large lesson, compared with plain marked +
 * DOMPurify on the same text, in one run (the measurement is in markupBench.ts):
 *
 *   npm run bench:markup            a table
 *   npm run bench:markup -- --json  the medians as JSON (what `npm run bench` reads)
 */
import { TIMED_RUNS, WARM_UP_RUNS, runMarkupBench } from './markupBench.mjs';

async function main(): Promise<void> {
  const result = await runMarkupBench();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
    return;
  }
  const row = (label: string, ms: number, ratio?: number) =>
    `  ${label.padEnd(44)}${ms.toFixed(1).padStart(8)} ms${ratio === undefined ? '' : `   ${ratio.toFixed(2)} x baseline`}`;
  console.log(
    `Markup renderer on a ${result.lessonKB.toFixed(1)} KB lesson (${result.questions} questions), ` +
      `median of ${TIMED_RUNS} runs after ${WARM_UP_RUNS} warm-up runs`,
  );
  console.log(row('marked + DOMPurify (baseline)', result.baseline));
  console.log(
    row(
      'parseMarkup: parse, check, sanitise',
      result.parseOnly,
      result.parseOnly / result.baseline,
    ),
  );
  console.log(
    row(
      'parseMarkup + React render into the DOM',
      result.withReact,
      result.withReact / result.baseline,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
