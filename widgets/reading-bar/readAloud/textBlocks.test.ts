import { MAX_SPEECH_TEXT } from '@courses/runtime';
import { collectTextBlocks, spokenText } from './textBlocks';

afterEach(() => {
  document.body.innerHTML = '';
});

function content(html: string): HTMLElement {
  document.body.innerHTML = `<div id="bar"><p>Text size</p></div><article id="content">${html}</article>`;
  return document.getElementById('content')!;
}

it('lists headings, paragraphs and list items in reading order, each read once', () => {
  const root = content(`
    <h2>Why   are cities
      cold?</h2>
    <p>One <strong>reason</strong> is latitude.</p>
    <ul><li><p>Oslo</p></li><li>Cairo</li></ul>
    <p>   </p>
    <p aria-hidden="true">decoration</p>
    <div>Loose text is not a block.</div>`);
  expect(collectTextBlocks(root).map((block) => block.text)).toEqual([
    'Why are cities cold?',
    'One reason is latitude.',
    'Oslo',
    'Cairo',
  ]);
  expect(collectTextBlocks(root).map((b) => b.element.tagName)).toEqual(['H2', 'P', 'LI', 'LI']);
});

it('never reads the bar itself', () => {
  document.body.innerHTML = `<main id="main"><div id="bar"><p>Read aloud</p></div><p>Lesson text</p></main>`;
  const blocks = collectTextBlocks(
    document.getElementById('main')!,
    document.getElementById('bar'),
  );
  expect(blocks.map((b) => b.text)).toEqual(['Lesson text']);
});

it('maps each character of the spoken text to its place in the DOM', () => {
  const root = content('<p>One <em>reason</em>\n   is latitude.</p>');
  const { text, positions } = spokenText(root.querySelector('p')!);
  expect(text).toBe('One reason is latitude.');
  const start = text.indexOf('reason');
  const range = document.createRange();
  range.setStart(positions[start]!.node, positions[start]!.offset);
  const last = positions[start + 'reason'.length - 1]!;
  range.setEnd(last.node, last.offset + 1);
  expect(range.toString()).toBe('reason');
});

it('splits text longer than the speech service accepts at spaces', () => {
  const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
  const root = content(`<p>${words}</p>`);
  const blocks = collectTextBlocks(root);
  expect(blocks.length).toBeGreaterThan(1);
  for (const block of blocks) {
    expect(block.text.length).toBeLessThanOrEqual(MAX_SPEECH_TEXT);
    expect(block.positions).toHaveLength(block.text.length);
  }
  expect(blocks.map((b) => b.text).join(' ')).toBe(words);
});
