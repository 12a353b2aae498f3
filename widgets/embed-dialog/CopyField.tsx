import { useRef } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GuardedButton, toast } from '@courses/runtime';
import { copyText } from '@courses/runtime/requests';
import { CopyIcon } from './icons';
import { COPY_FAILED_MESSAGE, LOADING_LABEL } from './messages';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's name, e.g. 'Copy frame code': each button says what it copies. */
  copyLabel: string;
  /** Toast shown once the text is on the clipboard. */
  copiedMessage: string;
  /** Code reads better in a monospace font over a few lines. */
  code?: boolean;
  /** The value is still on its way (the short link): nothing to copy yet. */
  loading?: boolean;
  autoFocus?: boolean;
  testId: string;
}

/** A read-only field with a button that copies it; if the clipboard fails, the text is selected. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage,
  code = false,
  loading = false,
  autoFocus = false,
  testId,
}: CopyFieldProps) {
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  function selectText() {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }

  async function copy() {
    if (await copyText(value)) {
      toast(copiedMessage, 'success');
      return;
    }
    toast(COPY_FAILED_MESSAGE, 'error');
    selectText();
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <TextField
        label={label}
        value={loading ? '' : value}
        placeholder={loading ? LOADING_LABEL : undefined}
        fullWidth
        multiline={code}
        minRows={code ? 3 : undefined}
        inputRef={fieldRef}
        // Reading the field with the keyboard selects it all, ready for a manual copy.
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            'aria-busy': loading,
            'data-testid': `${testId}.field`,
          },
          input: code
            ? { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }
            : {},
        }}
      />
      <GuardedButton
        variant="contained"
        startIcon={<CopyIcon />}
        disabled={loading}
        autoFocus={autoFocus}
        onClick={() => void copy()}
        style={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 56 }}
      >
        {copyLabel}
      </GuardedButton>
    </Stack>
  );
}
