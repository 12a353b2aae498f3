import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN, type User } from '@courses/runtime';

/** The username, read out as 'Signed in as …'; 'Visitor' when nobody is logged in. */
export function UserName({ user }: { user: User | null }) {
  return (
    <Typography component="p" variant="body2" data-testid="lesson-player.user">
      {user ? (
        <>
          <Box component="span" sx={VISUALLY_HIDDEN}>
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
