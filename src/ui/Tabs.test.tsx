import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { Tabs, type TabItem } from './Tabs';

type Fruit = 'apple' | 'pear' | 'plum';

const TABS: TabItem<Fruit>[] = (['apple', 'pear', 'plum'] as const).map((value) => ({
  value,
  label: `${value[0]!.toUpperCase()}${value.slice(1)} (2)`,
  id: `tab-${value}`,
  panelId: 'fruit-panel',
}));

/** Tabs whose choice sticks, as the callers use them, with the panel they control. */
function Fruits({
  initial = 'apple',
  onChange = () => {},
  autoFocus = false,
}: {
  initial?: Fruit;
  onChange?: (value: Fruit) => void;
  autoFocus?: boolean;
}) {
  const [value, setValue] = useState<Fruit>(initial);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <Tabs
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        aria-label="Fruits"
        autoFocus={autoFocus}
      />
      <div role="tabpanel" id="fruit-panel" aria-labelledby={`tab-${value}`}>
        {value}
      </div>
      <button type="button">After</button>
    </ThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedName = () => screen.getByRole('tab', { selected: true }).textContent;
const tabIndexes = () => screen.getAllByRole('tab').map((element) => element.tabIndex);

test('is a named tablist of tab buttons that control their panel', () => {
  render(<Fruits initial="pear" />);
  const list = screen.getByRole('tablist', { name: 'Fruits' });
  expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
    'Apple (2)',
    'Pear (2)',
    'Plum (2)',
  ]);
  for (const element of screen.getAllByRole('tab')) {
    expect(element.tagName).toBe('BUTTON');
    expect(element).toHaveAttribute('type', 'button');
    expect(element).toHaveAttribute('aria-controls', 'fruit-panel');
    expect(list).toContainElement(element);
  }
  expect(tab('Pear (2)')).toHaveAttribute('id', 'tab-pear');
  expect(tab('Pear (2)')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Apple (2)')).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Pear (2)');
});

test('takes its name from aria-labelledby too', () => {
  render(
    <>
      <h2 id="fruit-heading">Fruit</h2>
      <Tabs tabs={TABS} value="apple" onChange={() => {}} aria-labelledby="fruit-heading" />
    </>,
  );
  expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
});

test('only the selected tab is in the Tab order', async () => {
  const user = userEvent.setup();
  render(<Fruits initial="pear" />);
  expect(tabIndexes()).toEqual([-1, 0, -1]);
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(tab('Pear (2)')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(tab('Pear (2)')).toHaveFocus();
});

test('a click chooses a tab; the selected tab chosen again changes nothing', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Fruits onChange={onChange} />);
  await user.click(tab('Plum (2)'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('plum');
  expect(selectedName()).toBe('Plum (2)');
  expect(tabIndexes()).toEqual([-1, -1, 0]);
  await user.click(tab('Plum (2)'));
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('ArrowRight and ArrowLeft move focus without choosing, wrapping around', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Fruits onChange={onChange} />);
  await user.click(tab('Apple (2)'));
  await user.keyboard('{ArrowRight}');
  expect(tab('Pear (2)')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Plum (2)')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Apple (2)')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Plum (2)')).toHaveFocus();
  expect(selectedName()).toBe('Apple (2)');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('apple');
  expect(tabIndexes()).toEqual([0, -1, -1]);
  expect(onChange).not.toHaveBeenCalled();
});

test('Enter or Space chooses the focused tab', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Fruits onChange={onChange} />);
  await user.click(tab('Apple (2)'));
  await user.keyboard('{ArrowRight}{Enter}');
  expect(selectedName()).toBe('Pear (2)');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('pear');
  expect(tabIndexes()).toEqual([-1, 0, -1]);
  await user.keyboard('{ArrowRight}{ }');
  expect(selectedName()).toBe('Plum (2)');
  expect(onChange.mock.calls.map(([value]) => value)).toEqual(['pear', 'plum']);
});

test('Home and End go to the first and last tab', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Fruits initial="pear" onChange={onChange} />);
  await user.click(tab('Pear (2)'));
  await user.keyboard('{End}');
  expect(tab('Plum (2)')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab('Apple (2)')).toHaveFocus();
  expect(selectedName()).toBe('Pear (2)');
  expect(onChange).not.toHaveBeenCalled();
});

test('other keys are left alone, and Enter on the selected tab chooses nothing new', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Fruits onChange={onChange} />);
  await user.click(tab('Apple (2)'));
  await user.keyboard('{Enter}{ }p{ArrowDown}{ArrowUp}');
  expect(tab('Apple (2)')).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();
});

test('autoFocus gives the selected tab focus when the tabs mount', () => {
  render(<Fruits initial="plum" autoFocus />);
  expect(tab('Plum (2)')).toHaveFocus();
});

test('a value no tab has leaves the first tab in the Tab order, none selected', () => {
  render(<Tabs tabs={TABS} value={'fig' as Fruit} onChange={() => {}} aria-label="Fruits" />);
  expect(screen.queryByRole('tab', { selected: true })).toBeNull();
  expect(tabIndexes()).toEqual([0, -1, -1]);
});
