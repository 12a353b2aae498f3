import { useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from './kit/Button';

export type GuardedButtonProps = ButtonProps & {
  /** Disable the button after its first click, e.g. 'Yes, Submit', which must never send twice. */
  once?: boolean;
  /**
   * Working: clicks do nothing, and the button says so (aria-disabled) but keeps focus, which a
   * disabled button would drop to the page (a keyboard user pressing Check must stay there).
   */
  busy?: boolean;
};

/**
 * A button that counts only the first click of a double click (spec section 5): people who
 * double-click out of habit must not save, submit or navigate twice.
 */
export function GuardedButton({
  once = false,
  disabled = false,
  busy = false,
  onClick,
  ...rest
}: GuardedButtonProps) {
  const [used, setUsed] = useState(false);
  // The state update lands after a re-render; the ref also stops a second click in the same tick.
  const usedRef = useRef(false);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // detail is the click count of a mouse gesture; keyboard and programmatic clicks report 0.
    if (disabled || busy || event.detail > 1 || usedRef.current) return;
    if (once) {
      usedRef.current = true;
      setUsed(true);
    }
    onClick?.(event);
  }

  return (
    <Button
      {...rest}
      disabled={disabled || used}
      {...(busy ? { 'aria-disabled': true } : {})}
      onClick={handleClick}
    />
  );
}
