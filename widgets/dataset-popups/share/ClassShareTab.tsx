import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, RequestFailed, type User } from '@courses/runtime';
import { ClassroomRow } from './ClassroomRow';
import {
  GoogleClassroomAccess,
  GrantAccessDialog,
  NO_CLASSES_MESSAGE,
  canShareWithClass,
} from '@courses/runtime/classroom';
import type { SharedContent } from './sharedContent';
import { useClassroomShares } from './useClassroomShares';

export const PRICING_PATHS = { premium: '/pricing/premium/', junior: '/pricing/jr/' } as const;

export interface ClassShareTabProps {
  content: SharedContent;
  /** The tab is shown to teachers only (spec section 6). */
  user: User;
  active: boolean;
}

/**
 * Share to Class, for a teacher: the classes with a premium or Jr. subscription, otherwise an
 * upgrade prompt instead of the class list (spec section 6).
 */
export function ClassShareTab({ content, user, active }: ClassShareTabProps) {
  if (!canShareWithClass(user)) {
    const junior = content.isJunior;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Sharing with a class is available with a {junior ? 'Jr.' : 'Premium'} subscription.
        </Typography>
        <Button variant="contained" href={junior ? PRICING_PATHS.junior : PRICING_PATHS.premium}>
          Upgrade
        </Button>
      </Stack>
    );
  }
  return <ClassList content={content} active={active} />;
}

function ClassList({ content, active }: { content: SharedContent; active: boolean }) {
  const shares = useClassroomShares(active, content);
  const { list } = shares;
  // The share button pressed last: the access question hands focus back to it.
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <RequestFailed message={list.message} retry={shares.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <Typography>{NO_CLASSES_MESSAGE}</Typography>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <List aria-label="Your classes" disablePadding>
          {list.data.map((classroom) => (
            <ClassroomRow
              key={classroom.id}
              classroom={classroom}
              status={shares.statusOf(classroom)}
              onShare={(button) => {
                setOpener(button);
                shares.share(classroom);
              }}
            />
          ))}
        </List>
      )}
      {list.status === 'ready' && list.data.some((room) => room.provider === 'google') && (
        <GoogleClassroomAccess />
      )}
      <GrantAccessDialog
        open={shares.pendingGrant !== null}
        kindWord={content.kindWord}
        onGrant={shares.grantAccess}
        onCancel={shares.cancelGrant}
        returnFocusTo={opener}
      />
    </>
  );
}
