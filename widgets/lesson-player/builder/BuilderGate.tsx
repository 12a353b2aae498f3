import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  appConfigAtom,
  builderAccess,
  currentUserAtom,
  variantOf,
  type BuilderAccess,
} from '@courses/runtime';
import { ViewHeading } from '../shell/viewHeading';
import { NO_ACCESS } from './messages';

/** What someone who may not build sees instead (spec section 6). */
function NoAccess({ access }: { access: Exclude<BuilderAccess, { kind: 'allowed' }> }) {
  let notice: ReactNode;
  if (access.kind === 'upgrade') {
    const junior = access.pricing === '/pricing/jr/';
    notice = (
      <Alert severity="info" data-testid="lesson-player.builder-upgrade">
        <AlertTitle>{NO_ACCESS.upgradeTitle}</AlertTitle>
        {junior ? NO_ACCESS.junior : NO_ACCESS.premium}{' '}
        {junior
          ? 'Upgrade to Jr. for 100+ activities, data stories and datasets.'
          : 'Upgrade to Premium for 1000+ activities, data stories and datasets.'}
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" href={access.pricing}>
            Upgrade
          </Button>
        </Box>
      </Alert>
    );
  } else {
    notice = (
      <Alert severity="info" data-testid="lesson-player.builder-closed">
        {access.kind === 'students' ? NO_ACCESS.students : NO_ACCESS.visitor}
      </Alert>
    );
  }
  return (
    <Box sx={{ p: 2 }}>
      <ViewHeading pageTitle="Content builder">Content builder</ViewHeading>
      <Box sx={{ mt: 2 }}>{notice}</Box>
    </Box>
  );
}

/**
 * The content builder's door: the same rule as the server (src/content/builderAccess.ts), read
 * with the running variant and the app config's subscription setting.
 */
export function BuilderGate({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const config = useAtomValue(appConfigAtom);
  const access = builderAccess(user, {
    junior: variantOf(config) === 'partner',
    requiresSubscription: config.content_builder_requires_subscription,
  });
  if (access.kind !== 'allowed') return <NoAccess access={access} />;
  return children;
}
