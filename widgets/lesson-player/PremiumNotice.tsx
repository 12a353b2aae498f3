import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
  return (
    <Alert
      severity="info"
      data-testid="lesson-player.premium-notice"
      sx={{ my: 2 }}
      action={
        <Button variant="contained" href={junior ? '/pricing/jr/' : '/pricing/premium/'}>
          Upgrade
        </Button>
      }
    >
      <AlertTitle>{junior ? 'Jr. content' : 'Premium content'}</AlertTitle>
      {junior
        ? 'Upgrade to Jr. for 100+ activities, data stories and datasets.'
        : 'Upgrade to Premium for 1000+ activities, data stories and datasets.'}
    </Alert>
  );
}
