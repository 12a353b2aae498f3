import { Button, type User } from '@courses/runtime';
import { loginHref } from '../links';

/**
 * Share: opens the share popup, or for a visitor the login form instead (spec section 6),
 * coming back to this page afterwards.
 */
export function ShareButton({ user, onOpen }: { user: User | null; onOpen: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={() => {
        if (user) onOpen();
        else window.location.assign(loginHref());
      }}
    >
      Share
    </Button>
  );
}
