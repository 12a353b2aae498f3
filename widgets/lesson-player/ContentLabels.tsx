import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  LockIcon,
  ELD_SUPPORT_SLUG,
  JUNIOR_TOOLTIP,
  PREMIUM_TOOLTIP,
  type Label,
  type User,
} from '@courses/runtime';
import { canUse } from './access';

export { JUNIOR_TOOLTIP, PREMIUM_TOOLTIP };
export const ELD_TOOLTIP = 'Lesson supports English development for multilingual learners.';

/**
 * A small label with a tooltip. It takes keyboard focus, so the tooltip opens by keyboard as
 * well as by pointer, and the tooltip text describes it for screen readers.
 */
function LabelWithTooltip({
  label,
  tooltip,
  icon,
  testId,
}: {
  label: string;
  tooltip: string;
  icon?: React.ReactElement;
  testId: string;
}) {
  return (
    <Tooltip title={tooltip} describeChild arrow>
      <Chip
        tabIndex={0}
        size="small"
        variant="outlined"
        label={label}
        data-testid={testId}
        {...(icon ? { icon } : {})}
        sx={{
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      />
    </Tooltip>
  );
}

interface Gated {
  is_premium: boolean;
  is_tuva_jr?: boolean;
}

/**
 * The lock label (spec section 6): premium content, or junior premium content, that the user's
 * subscription does not open; the tooltip names the subscription it needs.
 */
export function LockLabel({ content, user }: { content: Gated; user: User | null }) {
  if (canUse(content, user)) return null;
  const junior = Boolean(content.is_tuva_jr);
  return (
    <LabelWithTooltip
      label={junior ? 'Jr.' : 'Premium'}
      tooltip={junior ? JUNIOR_TOOLTIP : PREMIUM_TOOLTIP}
      icon={<LockIcon />}
      testId="lesson-player.lock"
    />
  );
}

/** The ELD label: content labelled eld-support (spec sections 3 and 9). */
export function EldLabel({ labels }: { labels: readonly Label[] }) {
  if (!labels.some((label) => label.slug === ELD_SUPPORT_SLUG)) return null;
  return <LabelWithTooltip label="ELD" tooltip={ELD_TOOLTIP} testId="lesson-player.eld" />;
}

/** The lock and ELD labels of a content item, side by side. */
export function ContentLabels({
  content,
  labels = [],
  user,
}: {
  content: Gated;
  labels?: readonly Label[];
  user: User | null;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
      <LockLabel content={content} user={user} />
      <EldLabel labels={labels} />
    </Box>
  );
}
