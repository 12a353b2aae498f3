import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuardedButton } from './GuardedButton';

const button = () => screen.getByRole('button', { name: 'Next' });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('GuardedButton', () => {
  it('calls onClick once for each single click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Next</GuardedButton>);
    await user.click(button());
    await user.click(button());
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('counts only the first click of a double click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Next</GuardedButton>);
    await user.dblClick(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores the later clicks of a triple click', () => {
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Next</GuardedButton>);
    fireEvent.click(button(), { detail: 1 });
    fireEvent.click(button(), { detail: 2 });
    fireEvent.click(button(), { detail: 3 });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('accepts a keyboard press, which reports no click count', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Next</GuardedButton>);
    await user.tab();
    expect(document.activeElement).toBe(button());
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    render(
      <GuardedButton disabled onClick={onClick}>
        Next
      </GuardedButton>,
    );
    expect(isDisabled(button())).toBe(true);
    fireEvent.click(button(), { detail: 1 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('in once mode disables itself after the first click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <GuardedButton once onClick={onClick}>
        Next
      </GuardedButton>,
    );
    expect(isDisabled(button())).toBe(false);
    await user.click(button());
    expect(isDisabled(button())).toBe(true);
    fireEvent.click(button(), { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('in once mode refuses a second click that arrives before the re-render', () => {
    const onClick = vi.fn();
    render(
      <GuardedButton once onClick={onClick}>
        Next
      </GuardedButton>,
    );
    const element = button();
    // Two clicks dispatched back to back, with no chance for React to disable the button between.
    act(() => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
