import {
  TipChip,
  LockIcon,
  ELD_SUPPORT_SLUG,
  JUNIOR_TOOLTIP,
  PREMIUM_TOOLTIP,
  type Label,
  type User,
} from '@courses/runtime';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
import { canUse } from './access';

export { JUNIOR_TOOLTIP, PREMIUM_TOOLTIP };
export const ELD_TOOLTIP = 'Lesson supports English development for multilingual learners.';

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
    <TipChip
      label={junior ? 'Jr.' : 'Premium'}
      tip={junior ? JUNIOR_TOOLTIP : PREMIUM_TOOLTIP}
      icon={<LockIcon />}
      testId="lesson-player.lock"
    />
  );
}

/** The ELD label: content labelled eld-support (spec sections 3 and 9). */
export function EldLabel({ labels }: { labels: readonly Label[] }) {
  if (!labels.some((label) => label.slug === ELD_SUPPORT_SLUG)) return null;
  return <TipChip label="ELD" tip={ELD_TOOLTIP} testId="lesson-player.eld" />;
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
  ensureLessonPlayerStyles();
  return (
    <span className="courses-lesson-player-labels">
      <LockLabel content={content} user={user} />
      <EldLabel labels={labels} />
    </span>
  );
}
