import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type MuiTooltip from '@mui/material/Tooltip';
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

type TooltipComponent = typeof MuiTooltip;

/** MUI's tooltip (with Popper) loads when a reader first points at or focuses a label. */
let loadedTooltip: TooltipComponent | null = null;
let tooltipLoad: Promise<TooltipComponent> | null = null;
function loadTooltip(): Promise<TooltipComponent> {
  tooltipLoad ??= import('./labelTooltip').then((module) => (loadedTooltip = module.Tooltip));
  tooltipLoad.catch(() => (tooltipLoad = null));
  return tooltipLoad;
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A small label with a tooltip. It takes keyboard focus, so the tooltip opens by keyboard as
 * well as by pointer, and the tooltip text describes it for screen readers. Until the tooltip's
 * code has loaded (on the first pointer or focus), the text is the label's title, as MUI's
 * tooltip gives it while closed; the label then keeps its focus and the tooltip opens.
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
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  const [open, setOpen] = useState(false);
  const chipRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (Tooltip && hadFocus.current) chipRef.current?.focus();
    hadFocus.current = false;
  }, [Tooltip]);

  const load = () =>
    void loadTooltip().then(
      (loaded) => setTooltip(() => loaded),
      () => undefined, // the title still says it
    );
  const chip = (
    <Chip
      ref={chipRef}
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
      {...(Tooltip
        ? {}
        : {
            title: tooltip,
            onPointerEnter: () => {
              setOpen(true);
              load();
            },
            onPointerLeave: () => setOpen(false),
            onFocus: (event: FocusEvent<HTMLDivElement>) => {
              hadFocus.current = true;
              if (focusVisible(event.currentTarget)) setOpen(true);
              load();
            },
            onBlur: () => {
              hadFocus.current = false;
              setOpen(false);
            },
          })}
    />
  );
  if (!Tooltip) return chip;
  return (
    <Tooltip
      title={tooltip}
      describeChild
      arrow
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      {chip}
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
