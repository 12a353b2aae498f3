import { Text, VISUALLY_HIDDEN, type User } from '@courses/runtime';

/** The username, read out as 'Signed in as …'; 'Visitor' when nobody is logged in. */
export function UserName({ user }: { user: User | null }) {
  return (
    <Text component="p" variant="body2" data-testid="lesson-player.user">
      {user ? (
        <>
          <span style={VISUALLY_HIDDEN}>Signed in as </span>
          {user.username}
        </>
      ) : (
        'Visitor'
      )}
    </Text>
  );
}
