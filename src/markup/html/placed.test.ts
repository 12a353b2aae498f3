import { parseMarkup } from '../parseMarkup';
import { ConstructTable } from './placed';

test('settle lists the constructs in the order of their elements and takes the marks out', () => {
  const table = new ConstructTable();
  const keyword = table.place({ kind: 'keyword', id: 'mean' });
  const question = table.place({
    kind: 'question',
    index: 0,
    hasOptions: true,
    hasSolution: false,
  });
  // A question's mark is written after its options, its element before them.
  const html = `<m-c${question}><div>Pick</div><ol><li><m-c${keyword}>mean</m-c></li></ol></m-c>`;
  const settled = table.settle(html);
  expect(settled.html).toBe('<m-c><div>Pick</div><ol><li><m-c>mean</m-c></li></ol></m-c>');
  expect(settled.constructs.map((construct) => construct.kind)).toEqual(['question', 'keyword']);
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
