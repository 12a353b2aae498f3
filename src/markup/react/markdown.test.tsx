import '../testing/domCompat';
import { screen, within } from '@testing-library/react';
import { renderMarkup } from '../testing/renderMarkup';

describe('Markdown (GFM)', () => {
  it('renders headings, emphasis, lists, quotes and code', () => {
    renderMarkup(
      [
        '## Reading the table',
        '',
        'Averages are **not** the *same* as ~~daily~~ values.',
        '',
        '1. Find the row',
        '2. Read the `July` column',
        '',
        '> A quote',
        '',
        '```js',
        'const x = "<b>";',
        '```',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reading the table' })).toBeTruthy();
    expect(screen.getByText('not').tagName).toBe('STRONG');
    expect(screen.getByText('same').tagName).toBe('EM');
    expect(screen.getByText('daily').tagName).toBe('DEL');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Find the row', 'Read the July column']);
    expect(screen.getByText('A quote').closest('blockquote')).toBeTruthy();
    const code = screen.getByText('const x = "<b>";');
    expect(code.tagName).toBe('CODE');
    expect(code.className).toBe('language-js');
  });

  it('renders GFM tables with alignment and task lists', () => {
    renderMarkup('| City | July |\n|:-----|-----:|\n| Oslo | 16.4 |\n\n- [x] Read\n- [ ] Plot');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['City', 'July']);
    const cell = within(table).getByRole('cell', { name: '16.4' });
    // Browsers lay a cell's align out as its text alignment.
    expect(cell.getAttribute('align')).toBe('right');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole('checkbox', { name: 'Plot' })).toBe(boxes[1]);
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });

  it('opens web links in a new tab and keeps mailto: and tel: links in place', () => {
    renderMarkup(
      '[Data](https://example.org/data) [Mail](mailto:t@example.org) [Call](tel:+1555) [Here](/datasets/)',
    );
    expect(screen.getByRole('link', { name: 'Data' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Data' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Here' }).getAttribute('target')).toBe('_blank');
    for (const name of ['Mail', 'Call']) {
      const link = screen.getByRole('link', { name });
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  it('keeps simple formatting tags and shows every other tag as text', () => {
    renderMarkup('H<sub>2</sub>O and x<sup>2</sup>, <b onclick="x()">bold</b> <blink>old</blink>');
    expect(screen.getByText('2', { selector: 'sub' })).toBeTruthy();
    expect(screen.getByText('2', { selector: 'sup' })).toBeTruthy();
    const paragraph = screen.getByText(/and x/);
    expect(paragraph.textContent).toBe('H2O and x2, <b onclick="x()">bold</b> <blink>old</blink>');
    expect(paragraph.querySelector('b, blink')).toBeNull();
  });
});
