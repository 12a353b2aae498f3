/** What the tests of the share dialog's class tab share: classes, the tab opened, clean-up. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Classroom, User } from '@courses/runtime';
import { ShareDialog } from '../share/ShareDialog';
import {
  clearToasts,
  json,
  makeDataset,
  renderWithStore,
  stubServer,
  type Handler,
} from './shareServer';

export const LIST_PATH = '/api/user-dataset/classroomshare/dataset/world-city-temperatures/';
export const OWN_CLASS: Classroom = {
  id: 11,
  class_grade: 'Grade 7',
  section: 'B',
  gclass_id: null,
  provider: 'other',
  isShared: false,
  isSharing: false,
};
export const GOOGLE_CLASS: Classroom = {
  ...OWN_CLASS,
  id: 12,
  section: 'G',
  gclass_id: 'g-1',
  provider: 'google',
};
/** The access dialog hides the share dialog from assistive tech until it has gone. */
export async function accessDialogGone() {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

export const INSUFFICIENT_SCOPE = () =>
  json({ error: 'Insufficient Scope', code: 'insufficient_scope' }, 403);

export async function openClassTab(
  user: User,
  routes: Record<string, Handler>,
  datasetOverrides: Record<string, unknown> = {},
) {
  const requests = stubServer(user, routes);
  const person = userEvent.setup();
  await renderWithStore(
    <ShareDialog open onClose={() => {}} dataset={makeDataset(datasetOverrides)} kind="dataset" />,
  );
  await person.click(await screen.findByRole('tab', { name: 'Share to Class' }));
  return { requests, person, panel: screen.getByRole('tabpanel') };
}

/** After each test: the toasts and the stubs go. */
export async function resetClassShareTab(): Promise<void> {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
