/**
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import '../testing/domCompat';
import { render, screen, within } from '@testing-library/react';
import { parseMarkup } from '../parseMarkup';
import { renderMarkup } from '../testing/renderMarkup';
import { MarkupView } from './MarkupView';

const EVERYTHING = `::ai{model="gpt-4o-mini" type=keyword}
# Heading

::::question{#q1 type=radio answer=1}
Pick

- A
- B

:::solution
A.
:::
::::

:::accordion{title="More" open}
![Map](/map.png) :keyword[mean]{id=2} :icon{name=star} $x$
:::

::video{kind=youtube id=abc}
`;

describe('MarkupView', () => {
  it('lists authoring problems in the preview, each with line:column', () => {
    renderMarkup('Fine text\n\n:::quiz\nbody\n:::\n\nA :color[x]{c=nope}.');
    const list = screen.getByTestId('markup.diagnostics');
    expect(within(list).getByText('2 authoring problems in this content:')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3:1 Error: Unknown directive ":::quiz"; it is shown as text.',
      '7:13 Error: "nope" is not a colour: use a six-digit hex value (#1d4f91) or a colour name; the text is shown uncoloured.',
    ]);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('can leave the list out (the problems stay marked in the content)', () => {
    renderMarkup(':::quiz\nbody\n:::', { showDiagnostics: false });
    expect(screen.queryByTestId('markup.diagnostics')).toBeNull();
    expect(screen.getByText(':::quiz').tagName).toBe('MARK');
  });

  it('shows why it gave up when a bound was hit', () => {
    renderMarkup(`${'>'.repeat(3000)} deep`);
    expect(screen.getByRole('alert').textContent).toBe(
      'This content could not be displayed: it is nested more than 32 levels deep.',
    );
  });

  it('renders the same source to the same output every time', () => {
    const first = renderMarkup(EVERYTHING).container.innerHTML;
    const second = renderMarkup(EVERYTHING).container.innerHTML;
    expect(second).toBe(first);
    expect(first).toContain('id="markup-accordion-1-panel"');
  });

  it('keeps ids apart when two contents share a page', () => {
    const { container } = render(
      <>
        <MarkupView document={parseMarkup(EVERYTHING)} idPrefix="step-1" />
        <MarkupView document={parseMarkup(EVERYTHING)} idPrefix="step-2" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows one parsed document in two views, each complete, with its own questions', () => {
    const document = parseMarkup(EVERYTHING);
    const { container } = render(
      <>
        <MarkupView
          document={document}
          idPrefix="first"
          renderQuestion={({ question, prompt }) => (
            <div data-testid={`first-${question.questionId}`}>{prompt}</div>
          )}
        />
        <MarkupView
          document={document}
          idPrefix="second"
          renderQuestion={({ question, prompt }) => (
            <div data-testid={`second-${question.questionId}`}>{prompt}</div>
          )}
        />
      </>,
    );
    // The first view takes the parse's own nodes, the second builds them from its HTML.
    for (const view of ['first', 'second']) {
      expect(within(screen.getByTestId(`${view}-q1`)).getByText('Pick')).toBeTruthy();
      expect(container.querySelector(`#${view}-accordion-1-panel`)).not.toBeNull();
    }
    expect(screen.getAllByRole('button', { name: 'mean' })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Heading' })).toHaveLength(2);
  });

  it("writes its HTML out only when asked, the same after a view took the parse's nodes", () => {
    const shown = parseMarkup(EVERYTHING);
    const untouched = parseMarkup(EVERYTHING);
    render(<MarkupView document={shown} />);
    expect(untouched.html).toContain('Heading');
    expect(shown.html).toBe(untouched.html);
  });

  it('keeps a crash while rendering inside the content', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <MarkupView
          document={parseMarkup(EVERYTHING)}
          renderQuestion={() => {
            throw new Error('broken renderer');
          }}
        />
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This content could not be displayed.');
    expect(screen.getByText('The rest of the page')).toBeTruthy();
    errors.mockRestore();
  });
});
