/**
 * The sample embeds frames and maths; happy-dom must not try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
// The test environment's DOM fix (not runtime code, so the remote's import rule does not apply).
// eslint-disable-next-line no-restricted-imports
import '../../src/markup/testing/domCompat';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkupPlayground } from './MarkupPlayground';

function source(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Markup source' }) as HTMLTextAreaElement;
}

describe('MarkupPlayground', () => {
  it('starts with a sample that uses every construct, and no problems', () => {
    render(<MarkupPlayground />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Reading temperature data' })).toBeTruthy();
    expect(within(preview).getByText('Dictionary definition summarized with AI')).toBeTruthy();
    for (const label of [
      'Text Entry',
      'Constructed Response',
      'Multiple Choice',
      'Multiselect',
      'Graphing',
    ]) {
      expect(within(preview).getByRole('group', { name: `${label} Preview` })).toBeTruthy();
    }
    // Five frames, each made when the reader comes near it (this DOM lays nothing out).
    expect(preview.querySelectorAll('.markup-frame-slot')).toHaveLength(5);
    expect(
      within(preview).getByRole('button', { name: 'monthly average' }).getAttribute('keyword_id'),
    ).toBe('2');
    expect(within(preview).getAllByRole('note')[0]?.textContent).toContain('Did you know?');
    expect(
      within(screen.getByRole('region', { name: 'Diagnostics' })).getByText('No problems found.'),
    ).toBeTruthy();
  });

  it('lists the parsed questions and the answer key', () => {
    render(<MarkupPlayground />);
    const table = within(screen.getByRole('region', { name: 'Questions' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'q-city',
      'q-why',
      'q-trend',
      'q-south',
      'q-plot',
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Multiple Choice',
      'Which city warms fastest in spring?',
      '1. Oslo, 2. Madrid, 3. Lima',
      '2',
      '—',
      '—',
    ]);
    const key = JSON.parse(
      screen.getByRole('region', { name: 'Answer key' }).querySelector('pre')?.textContent ?? '',
    );
    expect(key['q-trend']).toEqual({
      answer: 2,
      solution: "Madrid's average rises most between March and May.",
      preview: null,
    });
    expect(key['q-south'].answer).toEqual([1, 3]);
  });

  it('updates the preview and the diagnostics as the source changes', async () => {
    const user = userEvent.setup();
    render(<MarkupPlayground initialSource="" />);
    await user.type(source(), '# Hello\n\n::quiz');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Hello' })).toBeTruthy();
    const diagnostics = screen.getByRole('region', { name: 'Diagnostics' });
    await waitFor(() =>
      expect(diagnostics.textContent).toBe(
        'Diagnostics3:1 Error: Unknown directive "::quiz"; it is shown as text.',
      ),
    );
    expect(within(preview).getByText('3:1')).toBeTruthy();

    await user.click(within(diagnostics).getByRole('button', { name: '3:1' }));
    expect(document.activeElement).toBe(source());
    expect(source().selectionStart).toBe('# Hello\n\n'.length);
  });

  it('suggests alert icons from the keyboard and inserts the chosen one', async () => {
    const user = userEvent.setup();
    render(<MarkupPlayground initialSource="" />);
    await user.type(source(), ':::alert{{type=info icon=');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(source().getAttribute('aria-controls')).toBe(listbox.id);
    expect(source().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(
      options.map((option) => option.querySelector('.markup-editor-suggestion-label')?.textContent),
    ).toContain('lightbulb');
    await user.type(source(), 'li');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(source().value).toBe(':::alert{type=info icon=lightbulb');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests attributes and icons, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<MarkupPlayground initialSource="" />);
    await user.type(source(), 'A :icon{{');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Tab}');
    expect(source().value).toBe('A :icon{name=');
    await user.keyboard('{Control>} {/Control}');
    const icons = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(icons.length).toBeGreaterThan(10);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(source().value).toBe('A :icon{name=');
  });
});
