import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useDebounce } from '../ui/useDebounce';
import type { ValueFieldProps } from './valueFieldProps';
import { VISUALLY_HIDDEN } from '../ui/visuallyHidden';

/** Text-area height unless a caller asks for another (spec section 9). */
export const TEXT_AREA_ROWS = 4;

export type ShortTextAreaProps = ValueFieldProps<string> & {
  maxLength: number;
  rows?: number;
};

export function remainingText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/**
 * A multi-line field that shows how many characters are left (spec section 5).
 *
 * The limit is the browser's own maxlength, and the count uses the same measure (UTF-16 code
 * units), so the counter never disagrees with what the field lets a person type. The visible
 * count changes on every key; its spoken twin, a polite live region, only once typing pauses,
 * so a screen reader is not interrupted on every key. Only the spoken one describes the field,
 * so the count is not read twice.
 */
export function ShortTextArea({
  value,
  onValueChange,
  maxLength,
  rows = TEXT_AREA_ROWS,
  helperText,
  slotProps,
  ...rest
}: ShortTextAreaProps) {
  const remaining = Math.max(0, maxLength - value.length);
  const announced = useDebounce(remainingText(remaining));
  const callerHtmlInput = slotProps?.htmlInput;

  const help: ReactNode = (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{helperText}</span>
      <span aria-hidden="true">{remainingText(remaining)}</span>
      <Box component="span" role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {announced}
      </Box>
    </Box>
  );

  return (
    <TextField
      {...rest}
      multiline
      rows={rows}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      helperText={help}
      slotProps={{
        ...slotProps,
        htmlInput: (ownerState) => ({
          maxLength,
          ...(typeof callerHtmlInput === 'function'
            ? callerHtmlInput(ownerState)
            : callerHtmlInput),
        }),
      }}
    />
  );
}
