import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortTextArea } from './ShortTextArea';

function Harness({
  maxLength,
  initial = '',
  helperText,
}: {
  maxLength: number;
  initial?: string;
  helperText?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <ShortTextArea
      label="Comment"
      value={text}
      onValueChange={setText}
      maxLength={maxLength}
      helperText={helperText}
    />
  );
}

const area = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
const shown = (text: string) =>
  screen.queryAllByText(text).some((el) => el.closest('[aria-hidden="true"]'));

describe('ShortTextArea', () => {
  it('shows how many characters are left', () => {
    render(<Harness maxLength={50} initial="Rain" />);
    expect(shown('46 characters remaining')).toBe(true);
  });

  it('counts down as the person types, on every key', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={10} />);
    await user.type(area(), 'abc');
    expect(shown('7 characters remaining')).toBe(true);
    await user.type(area(), 'defghi');
    expect(shown('1 character remaining')).toBe(true);
  });

  it('stops taking text at the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={5} />);
    await user.type(area(), 'abcdefgh');
    expect(area().value).toBe('abcde');
    expect(shown('0 characters remaining')).toBe(true);
  });

  it('is four rows high unless told otherwise', () => {
    render(<Harness maxLength={5} />);
    expect(area().getAttribute('rows')).toBe('4');
  });

  it('keeps the caller’s helper text beside the count', () => {
    render(<Harness maxLength={5} helperText="Minimum 3 chars" />);
    expect(screen.queryByText('Minimum 3 chars')).not.toBeNull();
  });

  describe('for screen readers', () => {
    // Typing goes through fireEvent here: user-event waits on real timers between keys.
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('announces the count politely, once typing pauses', () => {
      render(<Harness maxLength={20} />);
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-live')).toBe('polite');
      expect(status.textContent).toBe('20 characters remaining');

      fireEvent.change(area(), { target: { value: 'abc' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(area(), { target: { value: 'abcd' } });
      act(() => vi.advanceTimersByTime(300));
      expect(status.textContent).toBe('20 characters remaining');
      act(() => vi.advanceTimersByTime(200));
      expect(status.textContent).toBe('16 characters remaining');
    });

    it('describes the field by its helper text and one copy of the count', () => {
      render(<Harness maxLength={20} helperText="Optional" />);
      fireEvent.change(area(), { target: { value: 'ab' } });
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('textbox', { description: 'Optional 18 characters remaining' })).toBe(
        area(),
      );
    });
  });
});
