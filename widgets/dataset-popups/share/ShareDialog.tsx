import { Suspense, useId, useState, type ReactNode } from 'react';
import { atom, useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Loading, Tabs, currentUserAtom, type User } from '@courses/runtime';
import { ClassShareTab } from './ClassShareTab';
import { DirectLinkTab } from './DirectLinkTab';
import { EmailTab } from './EmailTab';
import { TAB_LABELS } from './messages';
import { describeShared, type ShareTarget, type SharedContent } from './sharedContent';
import { useShortLink } from '@courses/runtime/requests';

export type { OtherShareable, ShareTarget } from './sharedContent';

export type ShareDialogProps = ShareTarget & {
  open: boolean;
  onClose: () => void;
};

type TabKey = keyof typeof TAB_LABELS;

/**
 * The user, or null for a visitor. A failed whoami shares like a visitor instead of breaking
 * the whole dataset widget: the link and the e-mail still work.
 */
const shareUserAtom = atom(async (get): Promise<User | null> =>
  get(currentUserAtom).catch(() => null),
);

/**
 * Spec section 6: the Share to Class tab is for teachers only, and for datasets only (an
 * activity or a data story gets Direct Link and Email). A visitor never gets here: their
 * Share opens the login form.
 */
function tabsFor(content: SharedContent, user: User | null): TabKey[] {
  const classes = content.canShareToClass && user?.type === 'teacher';
  return classes ? ['link', 'classes', 'email'] : ['link', 'email'];
}

/** The share popup: Direct Link, Share to Class and Email tabs (spec sections 2, 4, 5, 6, 8). */
export function ShareDialog(props: ShareDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  const content = describeShared(props);
  return (
    // MUI moves focus into the dialog, keeps it there and gives it back to the opener on close.
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Share “{content.title}”</DialogTitle>
      <Suspense
        fallback={
          <DialogContent>
            <Loading />
          </DialogContent>
        }
      >
        <ShareTabs content={content} open={open} />
      </Suspense>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function ShareTabs({ content, open }: { content: SharedContent; open: boolean }) {
  const user = useAtomValue(shareUserAtom);
  const tabs = tabsFor(content, user);
  const [selected, setSelected] = useState<TabKey>('link');
  const current = tabs.includes(selected) ? selected : 'link';
  const shortLink = useShortLink(open, content);
  const idBase = useId();
  const tabId = (key: TabKey) => `${idBase}-tab-${key}`;
  const panelId = (key: TabKey) => `${idBase}-panel-${key}`;

  const panels: Record<TabKey, ReactNode> = {
    link: <DirectLinkTab content={content} shortLink={shortLink} />,
    classes:
      user === null ? null : (
        <ClassShareTab content={content} user={user} active={open && current === 'classes'} />
      ),
    email:
      shortLink.status === 'ready' ? (
        <EmailTab content={content} link={shortLink.link} user={user} />
      ) : (
        <Loading />
      ),
  };

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs
          tabs={tabs.map((key) => ({
            value: key,
            label: TAB_LABELS[key],
            id: tabId(key),
            panelId: panelId(key),
          }))}
          value={current}
          onChange={setSelected}
          aria-label="Ways to share"
          // The first tab takes focus when the dialog opens; arrows move between tabs.
          autoFocus
        />
      </Box>
      <DialogContent sx={{ pt: '20px !important', minHeight: 220 }}>
        {/* Panels stay mounted while hidden, so what was typed survives a change of tab. */}
        {tabs.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={panelId(key)}
            aria-labelledby={tabId(key)}
            hidden={key !== current}
          >
            {panels[key]}
          </div>
        ))}
      </DialogContent>
    </>
  );
}
