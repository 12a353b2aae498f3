/**
 * The language reference's examples are parsed here, so the documentation cannot drift from
 * the language: every ```markup example must parse without a single diagnostic.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
 */
import './testing/domCompat';
import fs from 'node:fs';
import path from 'node:path';
import { parseMarkup } from './parseMarkup';

const reference = fs.readFileSync(path.resolve(__dirname, '../../docs/markup.md'), 'utf8');

function blocks(language: string): string[] {
  const fence = new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm');
  return Array.from(reference.matchAll(fence), (match) => match[1] ?? '');
}

describe('docs/markup.md', () => {
  const examples = blocks('markup');

  it('has an example of every directive', () => {
    const all = examples.join('\n');
    for (const written of [
      '::::question',
      ':::solution',
      'type=text',
      'type=textarea',
      'type=radio',
      'type=checkbox',
      'type=graph',
      'kind=product',
      'kind=youtube',
      'kind=vimeo',
      'kind=simulation',
      'kind=iframe',
      '::image',
      '![',
      ':color[',
      ':::accordion',
      'style="accordion open"',
      ':::alert',
      ':icon{',
      ':keyword[',
      ':partner-icon{',
      '$$',
      '::ai{',
    ]) {
      expect(all).toContain(written);
    }
  });

  it.each(examples.map((example, index) => [index + 1, example]))(
    'example %i parses cleanly',
    (_, example) => {
      const doc = parseMarkup(example);
      expect(doc.failure).toBeNull();
      expect(doc.diagnostics).toEqual([]);
    },
  );

  it('shows the question list and answer key that its question example gives', () => {
    const questions = examples.find((example) => example.includes('#q-city')) ?? '';
    const [list, key] = blocks('json').map((json) => JSON.parse(json) as unknown);
    const doc = parseMarkup(questions);
    expect(doc.questions).toEqual(list);
    expect(doc.answerKey).toMatchObject(key as object);
  });

  it('quotes the diagnostics its problem example gives', () => {
    const [example] = blocks('markup-problems');
    const shown = parseMarkup(example ?? '').diagnostics.map(
      (d) => `${d.line}:${d.column} ${d.severity === 'error' ? 'Error' : 'Warning'}: ${d.message}`,
    );
    const prose = reference.replace(/\s+/g, ' ');
    expect(shown).toHaveLength(2);
    for (const line of shown) expect(prose).toContain(`\`${line}\``.replace(/\s+/g, ' '));
  });
});
