/**
 * parseMarkup: the bounds on size, depth, time and output that keep any input safe.
 * Frames and scripts in the output must not make happy-dom try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import './testing/domCompat';
import { parseMarkup } from './parseMarkup';

describe('bounds', () => {
  it('refuses gigantic input at once', () => {
    const started = performance.now();
    const doc = parseMarkup('word '.repeat(200_000));
    expect(doc.failure).toEqual({
      reason: 'size',
      message: 'This content could not be displayed: it is 1000 KB long and the limit is 600 KB.',
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives up on deep nesting of quotes, lists, containers and emphasis', () => {
    const deepQuote = `${'>'.repeat(5000)} x`;
    const deepList = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    const deepContainers =
      Array.from({ length: 40 }, (_, i) => `${':'.repeat(50 - i)}alert`).join('\n') +
      '\nx\n' +
      Array.from({ length: 40 }, (_, i) => ':'.repeat(11 + i)).join('\n');
    const deepEmphasis = `${'*'.repeat(3000)}a${'*'.repeat(3000)}`;
    const deepInline = `${':color['.repeat(60)}x${']{c=red}'.repeat(60)}`;
    for (const source of [deepQuote, deepList, deepContainers, deepEmphasis, deepInline]) {
      const started = performance.now();
      const doc = parseMarkup(source);
      expect(doc.failure?.reason).toBe('depth');
      expect(doc.failure?.message).toBe(
        'This content could not be displayed: it is nested more than 32 levels deep.',
      );
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it('gives up on huge tables', () => {
    const header = `|${' h |'.repeat(100)}\n|${'---|'.repeat(100)}\n`;
    const doc = parseMarkup(header + `|${' 1 |'.repeat(100)}\n`.repeat(250));
    expect(doc.failure).toEqual({
      reason: 'table',
      message: 'This content could not be displayed: its tables have more than 20000 cells.',
    });
  });

  it('gives up when the time budget runs out on a slow pattern', () => {
    const started = performance.now();
    // Unbounded, this input takes well over a second here (most of it sanitising 40 000 elements).
    const doc = parseMarkup('*_'.repeat(40_000), { limits: { maxMilliseconds: 10 } });
    expect(doc.failure?.reason).toBe('time');
    expect(doc.failure?.message).toBe(
      'This content could not be displayed: it took longer than 0.01 seconds to process.',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives up when the output would have too many elements', () => {
    const doc = parseMarkup('para\n\n'.repeat(300), { limits: { maxNodes: 100 } });
    expect(doc.failure?.reason).toBe('nodes');
  });

  it('finishes input built to be slow within its time bound', () => {
    // Patterns that make Markdown parsers backtrack or rescan. Sizes keep the part that cannot
    // be interrupted (sanitising the output) short, so the check holds on a busy machine.
    const inputs = [
      '['.repeat(50_000),
      '*_'.repeat(15_000),
      '$'.repeat(60_000),
      ':a['.repeat(30_000),
      '{'.repeat(100_000),
      '<a '.repeat(40_000),
      '`'.repeat(60_000),
      ':::x\n'.repeat(20_000),
      '| a '.repeat(50_000),
      '$$ x '.repeat(10_000),
    ];
    for (const source of inputs) {
      const started = performance.now();
      const doc = parseMarkup(source, { limits: { maxMilliseconds: 500 } });
      expect(doc.failure === null || ['time', 'depth'].includes(doc.failure.reason)).toBe(true);
      expect(performance.now() - started).toBeLessThan(2500);
    }
    // Each input has its own bound above; ten of them in a row may pass vitest's 5 s default.
  }, 30_000);
});
