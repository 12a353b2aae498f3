/**
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import '../testing/domCompat';
import DOMPurify from 'dompurify';
import { screen } from '@testing-library/react';
import { renderMarkup } from '../testing/renderMarkup';

/** Everything in the output that could run script or pull in another document. */
function dangerousParts(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form', 'svg'].includes(tag))
      found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction')
        found.push(`${tag}[${name}]`);
      if (
        ['href', 'src', 'action', 'xlink:href'].includes(name) &&
        /^\s*(javascript|vbscript|data):/i.test(value)
      ) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

const HOSTILE_HTML = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 1"><circle r=1 /></svg>',
  '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>',
  '<style>body { display: none }</style>',
  '<a href="javascript:window.__pwned=1">html link</a>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle="window.__pwned=1">',
];

describe('escaping', () => {
  it.each(HOSTILE_HTML)('shows %s as text and runs nothing', (html) => {
    const { container } = renderMarkup(`Before ${html} after`);
    expect(dangerousParts(container)).toEqual([]);
    expect(container.textContent).toContain(html.slice(0, 20));
  });

  it('shows a block of HTML as text, line for line', () => {
    const { container } = renderMarkup('<div onclick="x()">\n<p>hi</p>\n</div>');
    const block = screen.getByText(/<div onclick/, { selector: 'p' });
    expect(block.textContent).toBe('<div onclick="x()">\n<p>hi</p>\n</div>');
    expect(container.querySelector('div[onclick]')).toBeNull();
  });
});

describe('link rules', () => {
  it.each([
    ['[x](javascript:window.__pwned=1)'],
    ['[x](JaVaScRiPt:alert(1))'],
    ['[x](vbscript:msgbox(1))'],
    ['[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['[x](java\tscript:alert(1))'],
    ['[x](javascript&#58;alert(1))'],
    ['<javascript:alert(1)>'],
  ])('%s never produces a script link', (source) => {
    const { container } = renderMarkup(source);
    expect(dangerousParts(container)).toEqual([]);
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(java|vb)\s*script|^data:/i);
    }
  });

  it('keeps the text of a removed link and says so', () => {
    renderMarkup('[click here](javascript:alert(1))');
    expect(screen.getByText('click here').closest('a')).toBeNull();
    expect(screen.getByText(/was removed: links may go to web pages/)).toBeTruthy();
  });

  it('never loads a data: image', () => {
    const { container } = renderMarkup(
      '![x](data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E)\n\n::image{src="data:image/png;base64,AA" alt=y}',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(dangerousParts(container)).toEqual([]);
  });
});

describe('directive abuse', () => {
  it.each([
    '::image{src="javascript:alert(1)" alt=x}',
    '::image{src=/a.png alt="x\\" onerror=\\"alert(1)"}',
    '::video{kind=iframe src="javascript:alert(1)"}',
    '::video{kind=simulation src="data:text/html,<script>alert(1)</script>"}',
    '::video{kind=youtube id="x\\"><script>alert(1)</script>"}',
    ':keyword[term]{id="1\\" onclick=\\"alert(1)"}',
    ':color[text]{c="red;background:url(javascript:alert(1))"}',
    ':::alert{title="<img src=x onerror=alert(1)>"}\nbody\n:::',
    ':::accordion{title="</button><script>alert(1)</script>"}\nbody\n:::',
    '::::question{#"><img/src/onerror=alert(1)> type=radio answer=1}\nQ\n\n- <img src=x onerror=alert(1)>\n::::',
    ':color[:keyword[:color[<script>alert(1)</script>]{c=red}]{id=1}]{c=blue}',
    `${':::alert\n'.repeat(10)}x`,
  ])('%s runs nothing', (source) => {
    const { container } = renderMarkup(source);
    expect(dangerousParts(container)).toEqual([]);
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('shows an attribute that looks like HTML as text', () => {
    renderMarkup(':::alert{title="<img src=x onerror=alert(1)>"}\nbody\n:::');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});

describe('the sanitiser', () => {
  it('is a private instance: the page-wide DOMPurify keeps its own defaults', () => {
    renderMarkup('[x](https://example.org) ::video{kind=youtube id=abc}');
    const global = DOMPurify.sanitize(
      '<a href="https://example.org">x</a><iframe src="https://www.youtube-nocookie.com/embed/a"></iframe>',
    );
    expect(global).toBe('<a href="https://example.org">x</a>');
  });
});
