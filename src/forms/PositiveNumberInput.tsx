import { useState, type ClipboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { ValueFieldProps } from './valueFieldProps';

export type PositiveNumberInputProps = ValueFieldProps<number> & {
  /** What an emptied field goes back to when it loses focus. */
  defaultValue?: number;
};

/**
 * A whole number, zero or more (spec section 5): only digits can be typed, a paste is taken
 * only when it is a whole number, and a field left empty goes back to its default on blur.
 *
 * A text input with a numeric keyboard rather than type="number": number inputs accept '-',
 * 'e' and '.', and report an empty value for text they cannot parse.
 */
export function PositiveNumberInput({
  value,
  onValueChange,
  defaultValue = 0,
  onBlur,
  slotProps,
  ...rest
}: PositiveNumberInputProps) {
  // The text being typed; null shows the value. It lets the field be empty for a moment.
  const [draft, setDraft] = useState<string | null>(null);

  function accept(text: string) {
    if (!/^\d*$/.test(text)) return;
    const number = Number(text);
    if (!Number.isSafeInteger(number)) return;
    setDraft(text);
    if (text !== '') onValueChange(number);
  }

  // A paste is all or nothing: '-5' must not turn into '5' by losing its sign. Surrounding
  // spaces and line breaks, which come along when copying from a table, are dropped.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim();
    if (!/^\d+$/.test(pasted)) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    accept(input.value.slice(0, start) + pasted + input.value.slice(end));
  }

  const callerHtmlInput = slotProps?.htmlInput;
  return (
    <TextField
      {...rest}
      value={draft ?? String(value)}
      onChange={(event) => accept(event.target.value)}
      onBlur={(event) => {
        if (draft === '') onValueChange(defaultValue);
        setDraft(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: (ownerState) => ({
          inputMode: 'numeric',
          pattern: '[0-9]*',
          onPaste: handlePaste,
          ...(typeof callerHtmlInput === 'function'
            ? callerHtmlInput(ownerState)
            : callerHtmlInput),
        }),
      }}
    />
  );
}
