import TextField from '@mui/material/TextField';
import { FEEDBACK_ROWS, ONE_FOCUS_RING } from './feedbackMessage';
import type { FeedbackSubject } from './props';

/**
 * What the feedback is about, as raw markup, for superusers (spec section 6): they fix the
 * content, so they need the source rather than the rendered page. Read-only: it is sent as is.
 */
export function RawContentFields({ subject }: { subject: FeedbackSubject }) {
  return (
    <>
      <RawField label="Content (raw)" value={subject.content} />
      <RawField label="Left content (raw)" value={subject.left_content} />
    </>
  );
}

function RawField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      multiline
      rows={FEEDBACK_ROWS}
      fullWidth
      margin="normal"
      placeholder="(empty)"
      sx={ONE_FOCUS_RING}
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false },
        inputLabel: { shrink: true },
        input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
      }}
    />
  );
}
