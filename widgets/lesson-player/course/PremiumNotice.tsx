import { Alert, LinkButton, type User } from '@courses/runtime';

export const STUDENT_PREMIUM_NOTICE =
  'This feature is available through a teacher or school subscription.';

const SPACED = { margin: '16px 0' };
const BELOW = { marginTop: 8 };

/**
 * The premium-content notice (spec sections 2, 6, 9): students are told to ask for a teacher or
 * school subscription; everybody else gets an Upgrade button to the matching pricing page.
 */
export function PremiumNotice({ user, junior }: { user: User | null; junior: boolean }) {
  if (user?.type === 'student') {
    return (
      <Alert severity="info" data-testid="lesson-player.premium-notice" style={SPACED}>
        {STUDENT_PREMIUM_NOTICE}
      </Alert>
    );
  }
  // The button goes under the text, not in the Alert's action slot: beside it, the text column
  // was squeezed to a few characters wide in a narrow pane.
  return (
    <Alert
      severity="info"
      data-testid="lesson-player.premium-notice"
      style={SPACED}
      title={junior ? 'Jr. content' : 'Premium content'}
    >
      {junior
        ? 'Upgrade to Jr. for 100+ activities, data stories and datasets.'
        : 'Upgrade to Premium for 1000+ activities, data stories and datasets.'}
      <div style={BELOW}>
        <LinkButton variant="contained" href={junior ? '/pricing/jr/' : '/pricing/premium/'}>
          Upgrade
        </LinkButton>
      </div>
    </Alert>
  );
}
