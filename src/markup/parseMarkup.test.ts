/**
 * Frames and scripts in the output must not make happy-dom try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import './testing/domCompat';
import { parseMarkup } from './parseMarkup';
import { positionOf } from './testing/positions';
import type { Diagnostic } from './types';

const QUESTIONS = `Some intro text.

::::question{#q-city type=text answer="Madrid" placeholder="City name"}
Which city is the **warmest** in March?
::::

::::question{#q-explain type=textarea rows=6 placeholder="Explain your reasoning"}
Explain why coastal cities warm more slowly.
::::

::::question{#q-trend type=radio answer=2}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.
:::
::::

::::question{#q-south type=checkbox answer="3, 1"}
Which cities are in the southern hemisphere?

- Lima
- Oslo
- Sydney
::::

::::question{#q-plot type=graph}
Plot July temperature against latitude.
::::
`;

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => d.code);
}

describe('questions and the answer key', () => {
  const doc = parseMarkup(QUESTIONS);

  it('lists every question type with its fields', () => {
    expect(doc.diagnostics).toEqual([]);
    expect(doc.questions).toEqual([
      {
        questionId: 'q-city',
        text: 'Which city is the warmest in March?',
        type: 'text',
        options: [],
        answer: 'Madrid',
        placeholder: 'City name',
        rows: null,
      },
      {
        questionId: 'q-explain',
        text: 'Explain why coastal cities warm more slowly.',
        type: 'textarea',
        options: [],
        answer: null,
        placeholder: 'Explain your reasoning',
        rows: 6,
      },
      {
        questionId: 'q-trend',
        text: 'Which city warms fastest in spring?',
        type: 'radio',
        options: ['Oslo', 'Madrid', 'Lima'],
        answer: 2,
        placeholder: '',
        rows: null,
      },
      {
        questionId: 'q-south',
        text: 'Which cities are in the southern hemisphere?',
        type: 'checkbox',
        options: ['Lima', 'Oslo', 'Sydney'],
        answer: [1, 3],
        placeholder: '',
        rows: null,
      },
      {
        questionId: 'q-plot',
        text: 'Plot July temperature against latitude.',
        type: 'graph',
        options: [],
        answer: null,
        placeholder: '',
        rows: null,
      },
    ]);
  });

  it('keys answers and solutions by question id', () => {
    expect(doc.answerKey).toEqual({
      'q-city': { answer: 'Madrid', solution: '', preview: null },
      'q-explain': { answer: null, solution: '', preview: null },
      'q-trend': {
        answer: 2,
        solution: "Madrid's average rises most between March and May.",
        preview: null,
      },
      'q-south': { answer: [1, 3], solution: '', preview: null },
      'q-plot': { answer: null, solution: '', preview: null },
    });
  });

  it('gives a textarea 4 rows by default and keeps its model answer', () => {
    const { questions } = parseMarkup(
      '::::question{#q1 type=textarea answer="Because the sea stores heat."}\nWhy?\n::::',
    );
    expect(questions[0]).toMatchObject({ rows: 4, answer: 'Because the sea stores heat.' });
  });

  it('takes the options from a list right after the prompt, even without a blank line', () => {
    const { questions } = parseMarkup(
      '::::question{#q1 type=radio answer=1}\nPick one\n- A\n- B\n::::',
    );
    expect(questions[0]?.options).toEqual(['A', 'B']);
  });
});

describe('diagnostics', () => {
  function only(source: string): Diagnostic {
    const { diagnostics } = parseMarkup(source);
    expect(diagnostics).toHaveLength(1);
    return diagnostics[0] as Diagnostic;
  }

  it('locates an unknown container, leaf and inline directive', () => {
    const source = 'Intro\n\n:::quiz\nbody\n:::\n\n::widget{a=1}\n\nSee :wave[hello]{x=1} here.';
    const { diagnostics } = parseMarkup(source);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'unknown-directive', ...positionOf(source, ':::quiz') }),
      expect.objectContaining({ code: 'unknown-directive', ...positionOf(source, '::widget') }),
      expect.objectContaining({ code: 'unknown-directive', ...positionOf(source, ':wave') }),
    ]);
    expect(diagnostics[0]?.message).toBe('Unknown directive ":::quiz"; it is shown as text.');
    expect(diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('reads a directive named like a property every object has as any unknown one', () => {
    const source =
      '::toString{a=1}\n\n:::constructor\nbody\n:::\n\nSee :hasOwnProperty[x]{a=1} and :valueOf[y]{b=2}.';
    const document = parseMarkup(source);
    expect(document.failure).toBeNull();
    expect(document.diagnostics.map((d) => [d.code, d.message])).toEqual(
      ['::toString', ':::constructor', ':hasOwnProperty', ':valueOf'].map((written) => [
        'unknown-directive',
        `Unknown directive "${written}"; it is shown as text.`,
      ]),
    );
  });

  it('says how a directive is written when it is used in the wrong form', () => {
    expect(only('::alert{type=info}').message).toContain('"alert" is written :::alert.');
  });

  it('reports a question without an id and gives it a stable fallback id', () => {
    const source = 'Text\n\n::::question{type=text answer=1}\nHow many?\n::::';
    const diagnostic = only(source);
    expect(diagnostic).toMatchObject({ code: 'missing-id', severity: 'error', line: 3, column: 1 });
    expect(parseMarkup(source).questions[0]?.questionId).toBe('question-1');
  });

  it('reports a duplicate id where the second one is written, naming the first line', () => {
    const source =
      '::::question{#q1 type=text answer=a}\nOne\n::::\n\n::::question{#q1 type=text answer=b}\nTwo\n::::';
    const diagnostic = only(source);
    expect(diagnostic).toMatchObject({
      code: 'duplicate-id',
      ...positionOf(source, '#q1', source.indexOf('\n\n')),
      message: 'The question id "q1" is already used on line 1; ids must be unique.',
    });
    expect(parseMarkup(source).questions.map((q) => q.questionId)).toEqual(['q1', 'q1-2']);
  });

  it('refuses a colour that is not a six-digit hex or a name, pointing at the value', () => {
    const source = 'A :color[warm]{c=#f00} and :color[cool]{c=url(x)} word.';
    const { diagnostics } = parseMarkup(source);
    expect(codes(diagnostics)).toEqual(['bad-color', 'bad-color']);
    expect(diagnostics[0]).toMatchObject(positionOf(source, 'c=#f00'));
    expect(diagnostics[1]).toMatchObject(positionOf(source, 'c=url(x)'));
    expect(parseMarkup('A :color[x]{c=#1D4F91} :color[y]{c=rebeccapurple}').diagnostics).toEqual(
      [],
    );
  });

  it('reports a radio or checkbox answer that is not one of the options', () => {
    const radio = '::::question{#q1 type=radio answer=4}\nPick\n\n- A\n- B\n- C\n::::';
    expect(only(radio)).toMatchObject({
      code: 'answer-not-an-option',
      ...positionOf(radio, 'answer=4'),
      message: 'Answer "4" of question "q1" is not one of its 3 options (count options from 1).',
    });
    expect(parseMarkup(radio).questions[0]?.answer).toBeNull();
    const checkbox = '::::question{#q2 type=checkbox answer="1,0"}\nPick\n\n- A\n- B\n::::';
    expect(only(checkbox).code).toBe('answer-not-an-option');
  });

  it('reports an unknown question type and shows the body as ordinary content', () => {
    const source = '::::question{#q1 type=essay}\nWrite.\n::::';
    const doc = parseMarkup(source);
    expect(only(source)).toMatchObject({
      code: 'unknown-question-type',
      ...positionOf(source, 'type=essay'),
    });
    expect(doc.questions).toEqual([]);
    expect(doc.html).toContain('Write.');
  });

  it('reports a bad video kind, a refused host and a bad image size', () => {
    const source = [
      '::video{kind=tiktok id=1}',
      '::video{kind=iframe src="https://evil.example/page"}',
      '::image{src=/a.png alt="A" size=big}',
    ].join('\n');
    const { diagnostics } = parseMarkup(source);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'bad-video-kind', ...positionOf(source, 'kind=tiktok') }),
      expect.objectContaining({ code: 'bad-video-source', ...positionOf(source, 'src="https') }),
      expect.objectContaining({ code: 'bad-image-size', ...positionOf(source, 'size=big') }),
    ]);
  });

  it('reports an unclosed container and a fence that closes nothing', () => {
    const source = ':::alert{type=info}\nNo end\n\n::::\n';
    const { diagnostics } = parseMarkup(source);
    expect(codes(diagnostics)).toEqual(['unclosed-container', 'stray-fence']);
    expect(diagnostics[1]).toMatchObject({ line: 4, column: 1 });
  });

  it('warns about attributes a directive does not take', () => {
    const source = ':::alert{type=info colour=red}\nHi\n:::';
    expect(only(source)).toMatchObject({
      code: 'unknown-attribute',
      severity: 'warning',
      ...positionOf(source, 'colour=red'),
      message: '"colour" is not an attribute of :::alert (it takes type, icon, title).',
    });
  });

  it('reports HTML that is shown as text and links that were removed', () => {
    const source = 'Hi <span onclick="x()">there</span>\n\n[click](javascript:alert(1))';
    expect(codes(parseMarkup(source).diagnostics)).toEqual([
      'html-as-text',
      'html-as-text',
      'unsafe-link',
    ]);
  });

  it('orders diagnostics by position and never throws on broken input', () => {
    const broken = ':::\n::\n:x[\n{{{\n::::question{#\n$$\n:color[a]{c="\n';
    const doc = parseMarkup(broken);
    expect(doc.failure).toBeNull();
    const positions = doc.diagnostics.map((d) => d.line * 1000 + d.column);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('the AI marker', () => {
  it('is read from the first line and not shown', () => {
    const doc = parseMarkup('::ai{model="gpt-4o-mini" type=keyword}\nA **mean** is an average.');
    expect(doc.ai).toEqual({ model: 'gpt-4o-mini', type: 'keyword' });
    expect(doc.html).not.toContain('gpt-4o-mini');
    expect(doc.diagnostics).toEqual([]);
  });

  it('anywhere else is an error', () => {
    const doc = parseMarkup('Text\n\n::ai{model=x type=keyword}');
    expect(doc.ai).toBeNull();
    expect(codes(doc.diagnostics)).toEqual(['misplaced-ai-marker']);
  });
});

describe('determinism', () => {
  it('gives the same document for the same source', () => {
    const source = `${QUESTIONS}\n:::accordion{title="More"}\n![A map](/map.png)\n:::\n`;
    expect(parseMarkup(source)).toEqual(parseMarkup(source));
  });
});

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
