import { useEffect, useId, useState, type FocusEvent, type ReactElement } from 'react';
import {
  Chip,
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

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A small label with a tooltip (WCAG 1.4.13). The label takes keyboard focus, so the tooltip
 * opens by keyboard as well as by pointer, and the tooltip text describes it for screen
 * readers. The tooltip stays while the pointer is over the label or the tooltip itself, or the
 * label has focus, and Escape hides it.
 */
function LabelWithTooltip({
  label,
  tooltip,
  icon,
  testId,
}: {
  label: string;
  tooltip: string;
  icon?: ReactElement;
  testId: string;
}) {
  ensureLessonPlayerStyles();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <span
      className="courses-lesson-player-label"
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
    >
      <Chip
        tabIndex={0}
        size="small"
        variant="outlined"
        label={label}
        data-testid={testId}
        aria-describedby={tipId}
        {...(icon ? { icon } : {})}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          if (focusVisible(event.currentTarget)) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      <span id={tipId} role="tooltip" className="courses-lesson-player-tip" hidden={!open}>
        {tooltip}
      </span>
    </span>
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
    <span className="courses-lesson-player-labels">
      <LockLabel content={content} user={user} />
      <EldLabel labels={labels} />
    </span>
  );
}
