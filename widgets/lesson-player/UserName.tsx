import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@courses/runtime';
import { SR_ONLY } from './visuallyHidden';

/** The username, read out as 'Signed in as …'; 'Visitor' when nobody is logged in. */
export function UserName({ user }: { user: User | null }) {
  return (
    <Typography component="p" variant="body2" data-testid="lesson-player.user">
      {user ? (
        <>
          <Box component="span" sx={SR_ONLY}>
            Signed in as{' '}
          </Box>
          {user.username}
        </>
      ) : (
        'Visitor'
      )}
    </Typography>
  );
}
