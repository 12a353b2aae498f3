import '../testing/domCompat';
import { Budget, DEFAULT_LIMITS } from '../limits';
import { getSanitizer } from '../sanitize/sanitizer';
import { finishDom } from './finishDom';

/** HTML as if the renderer had written it, through the sanitiser and finishing. */
function finished(html: string): HTMLElement {
  const body = getSanitizer()!.sanitize(`<div>${html}</div>`);
  finishDom(body, [], [], [], new Budget(DEFAULT_LIMITS));
  return body;
}

test('a table cell keeps an alignment, of any case, and nothing else keeps one', () => {
  const body = finished(
    '<table><tbody><tr><td align="left">a</td><td align="RIGHT">b</td><td align="middle">c</td></tr></tbody></table><p align="left">d</p>',
  );
  expect(Array.from(body.querySelectorAll('td, p'), (cell) => cell.getAttribute('align'))).toEqual([
    'left',
    'RIGHT',
    null,
    null,
  ]);
});

test("only a code block's language stays as a class, and only an ordered list's start", () => {
  const body = finished(
    '<pre><code class="language-js">x</code></pre><pre><code class="x y">y</code></pre><p class="a">z</p><ol start="3"><li>c</li></ol><ol start="x"><li>d</li></ol><ul start="2"><li>e</li></ul>',
  );
  expect(Array.from(body.querySelectorAll('code, p'), (element) => element.className)).toEqual([
    'language-js',
    '',
    '',
  ]);
  expect(Array.from(body.querySelectorAll('ol, ul'), (list) => list.getAttribute('start'))).toEqual(
    ['3', null, null],
  );
});
