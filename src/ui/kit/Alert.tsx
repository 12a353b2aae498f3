import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles, type Severity } from './kitStyles';

/** Outline drawings of the four severities, in the alert's icon colour. */
const ICON_PATHS: Record<Severity, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 14v-5m0-3h.01',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-4 10 3 3 5-6',
  warning:
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4m0 4h.01',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 6v5m0 3h.01',
};

export function SeverityIcon({ severity }: { severity: Severity }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[severity]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  severity?: Severity;
  /** A bold first line. */
  title?: ReactNode;
  /** The title's id, for a region the alert names (`aria-labelledby`). */
  titleId?: string;
  /** A control at the end (Retry, Try again). */
  action?: ReactNode;
  /** `false` for none; the severity's drawing by default. */
  icon?: ReactNode;
  variant?: 'standard' | 'outlined';
  ref?: Ref<HTMLDivElement>;
};

/**
 * A message in the severity's colours, as MUI's standard Alert draws it. Announced by screen
 * readers (`role="alert"`) unless the caller gives another role.
 */
export function Alert({
  severity = 'info',
  title,
  titleId,
  action,
  icon,
  variant = 'standard',
  className,
  children,
  role = 'alert',
  ...rest
}: AlertProps) {
  ensureKitStyles();
  return (
    <div
      role={role}
      {...rest}
      className={classNames(
        'courses-alert',
        `courses-alert-${severity}`,
        variant === 'outlined' && 'courses-alert-outlined',
        className,
      )}
    >
      {icon === false ? null : (
        <div className="courses-alert-icon">{icon ?? <SeverityIcon severity={severity} />}</div>
      )}
      <div className="courses-alert-message">
        {title ? (
          <div className="courses-alert-title" id={titleId}>
            {title}
          </div>
        ) : null}
        {children}
      </div>
      {action ? <div className="courses-alert-action">{action}</div> : null}
    </div>
  );
}
