/**
 * parseMarkup: what it reports about the source, where, and the AI marker.
 * Frames and scripts in the output must not make happy-dom try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import './testing/domCompat';
import { parseMarkup } from './parseMarkup';
import { positionOf } from './testing/positions';
import type { Diagnostic } from './types';

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => d.code);
}

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
