import { useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR_MESSAGE, GuardedButton, toast } from '@courses/runtime';
import { revokeIntegration } from '@courses/runtime/requests';
import { googleAccessChangeAtom, useGoogleAccess } from './googleAccess';

export const ACCESS_REVOKED_MESSAGE = 'Google Classroom access revoked.';
const GRANTED_TEXT = 'This product may post to your Google Classroom.';
const NOT_GRANTED_TEXT =
  'This product has no access to your Google Classroom: it asks when you share with a Google class.';

/**
 * Whether the product may post to the user's Google Classroom, with a way to take the access
 * back (POST /account/integration/google/revoke/). The next post then asks again.
 */
export function GoogleClassroomAccess() {
  // Read without suspending: the control waits for app_config, the class list around it does not.
  const granted = useGoogleAccess();
  const setAccess = useSetAtom(googleAccessChangeAtom);
  const [busy, setBusy] = useState(false);
  // After a revoke the button is gone: the sentence that replaces it takes the focus.
  const statusRef = useRef<HTMLParagraphElement>(null);
  if (granted === null) return null;

  async function revoke() {
    setBusy(true);
    try {
      await revokeIntegration('google');
      setAccess(false);
      toast(ACCESS_REVOKED_MESSAGE, 'info');
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch {
      toast(GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="classroom.google-access"
    >
      <Typography ref={statusRef} tabIndex={-1} variant="body2" sx={{ flex: '1 1 16rem' }}>
        {granted ? GRANTED_TEXT : NOT_GRANTED_TEXT}
      </Typography>
      {granted && (
        <GuardedButton size="small" variant="outlined" busy={busy} onClick={() => void revoke()}>
          Revoke Google Classroom access
        </GuardedButton>
      )}
    </Stack>
  );
}
