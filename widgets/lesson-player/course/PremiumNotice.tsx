import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { User } from '@courses/runtime';

export const STUDENT_PREMIUM_NOTICE =
  'This feature is available through a teacher or school subscription.';

/**
 * The premium-content notice (spec sections 2, 6, 9): students are told to ask for a teacher or
 * school subscription; everybody else gets an Upgrade button to the matching pricing page.
 */
export function PremiumNotice({ user, junior }: { user: User | null; junior: boolean }) {
  if (user?.type === 'student') {
    return (
      <Alert severity="info" data-testid="lesson-player.premium-notice" sx={{ my: 2 }}>
        {STUDENT_PREMIUM_NOTICE}
      </Alert>
    );
  }
  // The button goes under the text, not in the Alert's action slot: beside it, the text column
  // was squeezed to a few characters wide in a narrow pane.
  return (
    <Alert severity="info" data-testid="lesson-player.premium-notice" sx={{ my: 2 }}>
      <AlertTitle>{junior ? 'Jr. content' : 'Premium content'}</AlertTitle>
      {junior
        ? 'Upgrade to Jr. for 100+ activities, data stories and datasets.'
        : 'Upgrade to Premium for 1000+ activities, data stories and datasets.'}
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" href={junior ? '/pricing/jr/' : '/pricing/premium/'}>
          Upgrade
        </Button>
      </Box>
    </Alert>
  );
}
