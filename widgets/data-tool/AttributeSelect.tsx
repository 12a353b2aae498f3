import TextField from '@mui/material/TextField';
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
  const empty = options.length === 0;
  const known = options.some((option) => option.value === value);
  const shown = empty || !known ? '' : value;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      disabled={disabled || empty}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
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
    </TextField>
  );
}
