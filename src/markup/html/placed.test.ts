import { parseMarkup } from '../parseMarkup';
import { analyse } from '../analyse/analyse';
import { Budget, DEFAULT_LIMITS } from '../limits';
import { lexMarkup } from '../syntax/lex';
import { renderHtml } from './renderHtml';

test('each construct is listed before the constructs inside it, in the order of their elements', () => {
  const source = [
    'Before :color[a :keyword[mean]{id=7} $x$]{c=red} and :icon{name=star}',
    '',
    ':::alert{type=info}',
    'Inside ![map](/map.png)',
    ':::',
  ].join('\n');
  const budget = new Budget(DEFAULT_LIMITS);
  const lex = lexMarkup(source, budget);
  const { allowedHtml } = analyse(source, lex, budget, []);
  const { html, constructs } = renderHtml(lex.tokens, allowedHtml);
  expect(constructs.map((construct) => construct.kind)).toEqual([
    'color',
    'keyword',
    'math',
    'icon',
    'alert',
    'image',
  ]);
  expect(html.match(/<m-c>|<img/g)).toHaveLength(constructs.length);
});

test('a question is listed before its prompt, options and solution, which follow in that order', () => {
  const document = parseMarkup(
    [
      ':::question{#q-1 type=radio answer=2}',
      'Which is the :keyword[mean]{id=1}?',
      '',
      '- :color[the middle]{c=blue}',
      '- the $\\bar{x}$',
      '',
      '::::solution',
      'The :keyword[average]{id=2}.',
      '::::',
      ':::',
    ].join('\n'),
  );
  expect(document.failure).toBeNull();
  const slot = new DOMParser()
    .parseFromString(document.html, 'text/html')
    .querySelector('.markup-question-slot')!;
  const parts = Array.from(slot.children, (part) => `${part.localName}: ${part.textContent}`);
  expect(parts).toEqual([
    'p: Which is the mean?',
    'li: the middle',
    'li: the \\bar{x}',
    'div: The average.',
  ]);
  expect(
    Array.from(slot.querySelectorAll('[data-keyword-id]'), (term) =>
      term.getAttribute('data-keyword-id'),
    ),
  ).toEqual(['1', '2']);
  expect(slot.lastElementChild?.getAttribute('data-part')).toBe('solution');
});

test('text that looks like a mark stays text', () => {
  const document = parseMarkup('A line with data-m="0" and <m-c> in it.');
  expect(document.failure).toBeNull();
  expect(document.html).toContain('A line with data-m="0" and &lt;m-c&gt; in it.');
});

test('finished constructs carry no marks and keep their own elements', () => {
  const document = parseMarkup(
    [
      ':::question{#q-1 type=text}',
      'What is the :keyword[mean]{#mean}?',
      ':::',
      '',
      '$x^2$ in :color[red]{color=red}, and ::video{src=https://www.youtube.com/embed/abc}',
    ].join('\n'),
  );
  expect(document.failure).toBeNull();
  expect(document.html).not.toContain('data-m');
  expect(document.html).toContain('<m-c class="markup-question-slot"');
  expect(document.html).toContain('<m-c class="markup-math"');
});
