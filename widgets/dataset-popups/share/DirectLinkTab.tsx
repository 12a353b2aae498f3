import { useRef } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GuardedButton, toast } from '@courses/runtime';
import { CopyIcon } from './CopyIcon';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE, LOADING_LABEL, PRIVACY_LABELS } from './messages';
import type { SharedContent } from './sharedContent';
import { copyText, type ShortLinkState } from '@courses/runtime/requests';

export interface DirectLinkTabProps {
  content: SharedContent;
  shortLink: ShortLinkState;
}

/** The link to share, a button that copies it, and who can open it (datasets). */
export function DirectLinkTab({ content, shortLink }: DirectLinkTabProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const loading = shortLink.status === 'loading';
  const link = shortLink.status === 'ready' ? shortLink.link : '';

  async function copy() {
    if (await copyText(link)) {
      toast(COPIED_MESSAGE, 'success');
      return;
    }
    toast(COPY_FAILED_MESSAGE, 'error');
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <TextField
          label="Link"
          value={link}
          placeholder={loading ? LOADING_LABEL : undefined}
          fullWidth
          inputRef={fieldRef}
          // Reaching the field with the keyboard selects it all, ready for a manual copy.
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'aria-busy': loading } }}
        />
        <GuardedButton
          variant="contained"
          startIcon={<CopyIcon />}
          disabled={loading}
          onClick={() => void copy()}
          style={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 56 }}
        >
          Copy link
        </GuardedButton>
      </Stack>
      {content.privacy && (
        <Typography variant="body2">
          <strong>Privacy:</strong> {PRIVACY_LABELS[content.privacy]}
        </Typography>
      )}
    </Stack>
  );
}
