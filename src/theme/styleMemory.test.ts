import createCache from '@emotion/cache';
import { STYLE_MEMORY_MAX_CHARS, rememberStyles, restoreStyles } from './styleMemory';

const RELEASE = '1.0.0-abc';

/** Inserts a class's styles the way Emotion's styled components do (insertStyles). */
function insertClass(cache: ReturnType<typeof createCache>, name: string, styles: string) {
  cache.insert(`.css-${name}`, { name, styles }, cache.sheet, true);
}

/** The style elements each test put in the page (other widgets' tests may have left theirs). */
let before = new Set<Element>();

function emotionStyles(): HTMLStyleElement[] {
  return Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).filter(
    (style) => !before.has(style),
  );
}

beforeEach(() => {
  before = new Set(document.head.querySelectorAll('style[data-emotion]'));
});

// Local storage is emptied after every test by the unit setup (tests/setup/unit.ts).
afterEach(() => {
  emotionStyles().forEach((style) => style.remove());
});

test('the CSS a page made is there on the next load, and Emotion takes it as made', () => {
  const first = createCache({ key: 'css' });
  const save = rememberStyles(first, localStorage, RELEASE);
  insertClass(first, 'a1-MuiButton-root', 'color:red;&:hover{color:blue;}');
  // Global styles are made on every mount: not remembered.
  first.insert('', { name: 'g1', styles: 'body{margin:0;}' }, first.sheet, false);
  save();
  emotionStyles().forEach((style) => style.remove()); // a new page

  expect(restoreStyles(localStorage, RELEASE, document)).toBe(1);
  const [restored] = emotionStyles();
  expect(restored?.getAttribute('data-emotion')).toBe('css a1-MuiButton-root');
  expect(restored?.textContent).toBe(
    '.css-a1-MuiButton-root{color:red;}.css-a1-MuiButton-root:hover{color:blue;}',
  );
  const next = createCache({ key: 'css' });
  expect(next.inserted['a1-MuiButton-root']).toBe(true);
  expect(next.inserted.g1).toBeUndefined();
});

test('styles are kept per release, merged across pages and within the size allowed', () => {
  const cache = createCache({ key: 'css' });
  const save = rememberStyles(cache, localStorage, RELEASE);
  insertClass(cache, 'a1', 'color:red;');
  save();
  const other = createCache({ key: 'css', container: document.createElement('div') });
  const saveOther = rememberStyles(other, localStorage, RELEASE);
  insertClass(other, 'b2', 'color:green;');
  insertClass(other, 'huge', `content:"${'x'.repeat(STYLE_MEMORY_MAX_CHARS)}";`);
  saveOther();
  expect(restoreStyles(localStorage, RELEASE, document)).toBe(2);
  expect(emotionStyles().at(-1)?.getAttribute('data-emotion')).toBe('css a1 b2');
  // Another release made its CSS from other code: none of it is used.
  expect(restoreStyles(localStorage, '1.0.1-def', document)).toBe(0);
});

test('what is stored but not ours (odd names, broken JSON) is never put in the page', () => {
  localStorage.setItem(
    'courses.styles',
    JSON.stringify({
      release: RELEASE,
      names: ['ok', 'x"><script>', 7],
      css: ['.a{}', '.b{}', '.c{}'],
    }),
  );
  expect(restoreStyles(localStorage, RELEASE, document)).toBe(1);
  expect(emotionStyles().at(-1)?.getAttribute('data-emotion')).toBe('css ok');
  localStorage.setItem('courses.styles', '{not json');
  expect(restoreStyles(localStorage, RELEASE, document)).toBe(0);
  expect(restoreStyles(null, RELEASE, document)).toBe(0);
});
