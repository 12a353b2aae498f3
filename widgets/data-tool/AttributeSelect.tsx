import { useId } from 'react';
import { ensureDataToolStyles } from './dataToolStyles';
import { NO_DATA_FOUND } from './messages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface AttributeSelectProps {
  label: string;
  value: string;
  options: SelectOption[];
  /** Shown first and chosen when `value` is none of the options (e.g. after a wrong attribute). */
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A labelled native select: keyboard, type-ahead and screen readers work as everywhere else
 * on the platform. Without options it says 'No data Found' (spec section 8).
 */
export function AttributeSelect({
  label,
  value,
  options,
  placeholder,
  disabled = false,
  onChange,
}: AttributeSelectProps) {
  ensureDataToolStyles();
  const id = useId();
  const empty = options.length === 0;
  const known = options.some((option) => option.value === value);
  const shown = empty || !known ? '' : value;
  return (
    <div className="courses-data-tool-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={shown}
        disabled={disabled || empty}
        onChange={(event) => onChange(event.target.value)}
      >
        {empty ? (
          <option value="">{NO_DATA_FOUND}</option>
        ) : (
          !known && (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        className="courses-data-tool-arrow"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M7 10l5 5 5-5z" />
      </svg>
    </div>
  );
}
