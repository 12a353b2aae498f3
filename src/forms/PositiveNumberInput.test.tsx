import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PositiveNumberInput } from './PositiveNumberInput';

/** Holds the number the way a widget would, and shows what the widget received. */
function Harness({ initial, defaultValue }: { initial: number; defaultValue?: number }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <PositiveNumberInput
        label="Rows"
        value={rows}
        onValueChange={setRows}
        {...(defaultValue === undefined ? {} : { defaultValue })}
      />
      <output>{rows}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Rows' });
const received = () => screen.getByRole('status').textContent;

describe('PositiveNumberInput', () => {
  it('shows the value and offers a numeric keyboard', () => {
    render(<Harness initial={4} />);
    expect(input().value).toBe('4');
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('takes digits only, so no sign, decimal point or exponent gets in', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.type(input(), '-1e2.5x');
    expect(input().value).toBe('125');
    expect(received()).toBe('125');
  });

  it('accepts zero', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.type(input(), '0');
    expect(received()).toBe('0');
  });

  it('takes a pasted whole number, dropping the spaces around it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.paste(' 42\n');
    expect(input().value).toBe('42');
    expect(received()).toBe('42');
  });

  it.each(['-5', '1.5', '3e2', 'ten', '5 6'])('refuses the whole paste of %j', async (text) => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.click(input());
    await user.paste(text);
    expect(input().value).toBe('4');
    expect(received()).toBe('4');
  });

  it('goes back to its default when left empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} defaultValue={10} />);
    await user.clear(input());
    expect(input().value).toBe('');
    await user.tab();
    expect(input().value).toBe('10');
    expect(received()).toBe('10');
  });

  it('goes back to zero when left empty and no default is given', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.tab();
    expect(input().value).toBe('0');
    expect(received()).toBe('0');
  });

  it('shows the number without leading zeros once it loses focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.type(input(), '007');
    await user.tab();
    expect(input().value).toBe('7');
  });
});
