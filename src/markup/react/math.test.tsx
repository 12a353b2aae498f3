/**
 * @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import '../testing/domCompat';
import { screen, waitFor } from '@testing-library/react';

type FakeMathJax = {
  tex2chtmlPromise: ReturnType<typeof vi.fn>;
  startup: {
    promise: Promise<void>;
    defaultReady(): void;
    document: { clear(): void; updateDocument(): void };
  };
};

/** A stand-in for MathJax that typesets by wrapping the TeX in an element. */
function fakeMathJax(): FakeMathJax {
  return {
    tex2chtmlPromise: vi.fn(async (tex: string, { display }: { display: boolean }) => {
      const node = document.createElement('mjx-container');
      node.setAttribute('display', String(display));
      node.textContent = `typeset(${tex})`;
      const link = document.createElement('a');
      link.setAttribute('href', 'javascript:alert(1)');
      node.append(link);
      return node;
    }),
    startup: {
      promise: Promise.resolve(),
      defaultReady() {},
      document: { clear() {}, updateDocument() {} },
    },
  };
}

async function renderFresh(source: string) {
  // The MathJax loader is once per page; each test starts a new "page".
  vi.resetModules();
  const { renderMarkup } = await import('../testing/renderMarkup');
  return renderMarkup(source);
}

afterEach(() => {
  delete (window as { MathJax?: unknown }).MathJax;
  delete window.COURSES_CONFIG;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('maths', () => {
  it('shows readable TeX until MathJax has loaded, loading it once from the configured URL', async () => {
    window.COURSES_CONFIG = { mathjaxUrl: 'https://cdn.example/mathjax/tex-mml-chtml.js' };
    await renderFresh('Energy $E = mc^2$ and\n\n$$\\frac{a}{b}$$');
    expect(screen.getByText('E = mc^2')).toHaveProperty('hidden', false);
    expect(screen.getByText('\\frac{a}{b}').closest('.markup-math-display')).toBeTruthy();
    await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(1));
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://cdn.example/mathjax/tex-mml-chtml.js',
    );
    // The page is configured before the script runs: typeset on request only, no \\class or \\style.
    expect((window as { MathJax?: unknown }).MathJax).toMatchObject({
      startup: { typeset: false },
      tex: { packages: { '[-]': ['html'] } },
    });
  });

  it('starts a freshly loaded MathJax through its ready hook, then typesets', async () => {
    await renderFresh('Area $\\pi r^2$');
    await waitFor(() => expect(document.head.querySelector('script')).toBeTruthy());
    // Act as the script does when it runs: keep the page's configuration, add the API in
    // defaultReady, and call the configured ready hook.
    const config = (window as { MathJax?: { startup: { ready(): void } } }).MathJax;
    const mathJax = fakeMathJax();
    let readyCalled = false;
    (window as { MathJax?: unknown }).MathJax = {
      startup: {
        ...config?.startup,
        promise: Promise.resolve(),
        document: mathJax.startup.document,
        defaultReady() {
          readyCalled = true;
          Object.assign((window as { MathJax?: object }).MathJax ?? {}, {
            tex2chtmlPromise: mathJax.tex2chtmlPromise,
          });
        },
      },
    };
    config?.startup.ready();
    expect(readyCalled).toBe(true);
    expect(await screen.findByText('typeset(\\pi r^2)')).toBeTruthy();
  });

  it('replaces the text with the typeset formula, removing script links from the output', async () => {
    const mathJax = fakeMathJax();
    (window as { MathJax?: unknown }).MathJax = mathJax;
    const { container } = await renderFresh('Inline $x^2$ and display $$y_1$$');
    await waitFor(() => expect(container.querySelectorAll('mjx-container')).toHaveLength(2));
    expect(mathJax.tex2chtmlPromise.mock.calls).toEqual([
      ['x^2', { display: false }],
      ['y_1', { display: true }],
    ]);
    // The typeset formula takes the place of its TeX.
    expect(screen.getByText('typeset(x^2)').closest('.markup-math-typeset')).toBeTruthy();
    expect(screen.queryByText('x^2')).toBeNull();
    container
      .querySelectorAll('mjx-container a')
      .forEach((link) => expect(link.hasAttribute('href')).toBe(false));
  });

  it('shows a formula at once and adds its assistive MathML when the browser is idle', async () => {
    const mathJax = fakeMathJax();
    mathJax.tex2chtmlPromise.mockImplementation(async (tex: string) => {
      const node = document.createElement('mjx-container');
      const drawn = document.createElement('mjx-math');
      drawn.setAttribute('aria-hidden', 'true');
      drawn.textContent = `typeset(${tex})`;
      const assistive = document.createElement('mjx-assistive-mml');
      assistive.append(document.createElementNS('http://www.w3.org/1998/Math/MathML', 'math'));
      node.append(drawn, assistive);
      return node;
    });
    (window as { MathJax?: unknown }).MathJax = mathJax;
    // What the formula held as it entered the page, before any idle moment could pass.
    const entered: string[][] = [];
    const observer = new MutationObserver((records) => {
      for (const added of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (added instanceof Element && added.localName === 'mjx-container') {
          entered.push(Array.from(added.children).map((child) => child.localName));
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { container } = await renderFresh('Inline $x$.');
    expect(await screen.findByText('typeset(x)')).toBeTruthy();
    await waitFor(() => expect(entered).toHaveLength(1));
    expect(entered[0]).toEqual(['mjx-math']);
    await waitFor(() =>
      expect(container.querySelector('mjx-container > mjx-assistive-mml > math')).toBeTruthy(),
    );
    observer.disconnect();
  });

  it("typesets a long content's formulas in order, the first at once and the rest when idle", async () => {
    const mathJax = fakeMathJax();
    (window as { MathJax?: unknown }).MathJax = mathJax;
    const source = Array.from({ length: 25 }, (_, index) => `Term $x_{${index}}$.`).join('\n\n');
    const { container } = await renderFresh(source);
    await waitFor(() => expect(container.querySelectorAll('mjx-container')).toHaveLength(25), {
      timeout: 3000,
    });
    expect(mathJax.tex2chtmlPromise.mock.calls.map(([tex]) => tex)).toEqual(
      Array.from({ length: 25 }, (_, index) => `x_{${index}}`),
    );
    expect(container.querySelectorAll('.markup-math:not(.markup-math-typeset)')).toHaveLength(0);
  });

  it('never typesets TeX that could link or style the page', async () => {
    const mathJax = fakeMathJax();
    (window as { MathJax?: unknown }).MathJax = mathJax;
    await renderFresh('$\\href{javascript:alert(1)}{x}$ and $\\style{color:red}{y}$');
    // Shown once the code of the constructs its text may name (`:alert`) is loaded.
    expect(await screen.findByText('\\href{javascript:alert(1)}{x}')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mathJax.tex2chtmlPromise).not.toHaveBeenCalled();
  });

  it('waits to load MathJax while a view is being made usable, then until the page settles', async () => {
    vi.resetModules();
    const { holdPageBusy } = await import('@courses/runtime');
    const release = holdPageBusy();
    const { renderMarkup } = await import('../testing/renderMarkup');
    await renderMarkup('Area $\\pi r^2$');
    expect(screen.getByText('\\pi r^2')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.head.querySelector('script')).toBeNull();
    release();
    // Not in the idle moment right after the view became usable: its first keystrokes come first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.head.querySelector('script')).toBeNull();
    await waitFor(() => expect(document.head.querySelector('script')).toBeTruthy());
  });

  it('leaves dollar amounts alone', async () => {
    await renderFresh('It costs $5 and $10.');
    expect(screen.getByText('It costs $5 and $10.')).toBeTruthy();
  });
});
