import { useEffect, useState } from 'react';
import { Navigate, Outlet, useParams } from '../router';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GENERIC_ERROR_MESSAGE,
  GuardedButton,
  Loading,
  VISUALLY_HIDDEN,
  currentUserAtom,
  settle,
  toast,
  type BuilderActivity,
} from '@courses/runtime';
import { fetchBuilderActivity, submitActivityForReview } from '@courses/runtime/requests';
import { AssignDialog } from '../assign/AssignDialog';
import { ContentLandmark } from '../shell/ContentLandmark';
import { ExitButton } from '../shell/ExitButton';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
import { LoadFailed } from '../shell/LoadFailed';
import { NotFound } from '../shell/NotFound';
import { orMissing, useRequest } from '@courses/runtime';
import { UserName } from '../shell/UserName';
import { emptyStep } from './draft';
import { EditorContext, stepPath, useEditor } from './editorContext';
import { EXIT_ACTIVITY, REVIEW_LABELS, lessonTypeOf } from './messages';
import { ConflictNotice, SaveFailed, SaveStatus } from './SaveStatus';
import { useActivityDraft } from './useActivityDraft';

const CONTENT = { minHeight: 480 };

/** {activityId}/: loads the activity, then frames its steps in edit mode. */
export function ActivityEditor() {
  const { activityId = '' } = useParams();
  const id = Number(activityId);
  const { state: load, retry } = useRequest(`builder:${activityId}`, async (signal) =>
    Number.isInteger(id) && id > 0
      ? orMissing(await settle(fetchBuilderActivity(id, { signal })))
      : undefined,
  );
  if (!(Number.isInteger(id) && id > 0)) return <NotFound what="page" />;
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <NotFound what="page" />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={retry} />;
  return <EditorFrame key={load.data.id} activity={load.data} />;
}

function ReviewControl() {
  const { activityId, server, flush, setServer, state } = useEditor();
  const [busy, setBusy] = useState(false);
  if (server.review_status !== 'draft') {
    return (
      <Chip
        label={
          server.review_status === 'in_review' ? REVIEW_LABELS.inReview : REVIEW_LABELS.published
        }
        color="info"
        variant="outlined"
      />
    );
  }
  async function submit() {
    setBusy(true);
    // What is on screen is what goes for review: the draft is saved first.
    if (!(await flush())) {
      toast('Your changes are not saved yet, so the activity was not sent for review.', 'error');
      setBusy(false);
      return;
    }
    try {
      const result = await submitActivityForReview(activityId);
      setServer({ ...server, review_status: result.status });
      toast(REVIEW_LABELS.submitted, 'success');
    } catch {
      toast(GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <GuardedButton
      variant="outlined"
      size="small"
      busy={busy}
      disabled={state.kind === 'conflict'}
      onClick={() => void submit()}
    >
      {REVIEW_LABELS.submit}
    </GuardedButton>
  );
}

function AssignControl() {
  const { server, draft } = useEditor();
  const [open, setOpen] = useState(false);
  if (!server.lesson) return null;
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Assign
      </Button>
      <AssignDialog
        lesson={{
          id: server.lesson.id,
          title: draft.title || server.activity_title,
          lesson_type: lessonTypeOf(server.activity_type),
        }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function TitleField() {
  const { draft, update } = useEditor();
  const empty = draft.title.trim() === '';
  return (
    <TextField
      label="Activity title"
      size="small"
      required
      value={draft.title}
      error={empty}
      helperText={empty ? 'Enter a title' : undefined}
      onChange={(event) => {
        const title = event.target.value;
        update((current) => ({ ...current, title }));
      }}
      sx={{ minWidth: 280 }}
    />
  );
}

/** The player's frame in edit mode: header with save state and actions, then the step. */
function EditorFrame({ activity }: { activity: BuilderActivity }) {
  const user = useAtomValue(currentUserAtom);
  const saver = useActivityDraft(activity);
  const [announcement, setAnnouncement] = useState('');
  const { draft, server, state } = saver;
  ensureLessonPlayerStyles();
  return (
    <EditorContext.Provider
      value={{ ...saver, activityId: activity.id, announce: setAnnouncement }}
    >
      <header className="courses-lesson-player-header-bar">
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {`${server.activity_type}: ${draft.title || server.activity_title}`}
        </Typography>
        <SaveStatus state={state} />
        <ReviewControl />
        <AssignControl />
        <Link href="/tutorials/" underline="hover">
          Help
        </Link>
        <UserName user={user} />
        <ExitButton label={EXIT_ACTIVITY} saveCurrent={saver.flush} />
      </header>
      {state.kind === 'conflict' ? (
        <ConflictNotice onKeepMine={saver.keepMine} onTakeTheirs={saver.takeTheirs} />
      ) : null}
      {state.kind === 'failed' ? (
        <SaveFailed message={state.message} onRetry={saver.retry} />
      ) : null}
      <Box sx={{ px: 2, pt: 2 }}>
        <TitleField />
      </Box>
      <Box sx={VISUALLY_HIDDEN} role="status" aria-live="polite">
        {announcement}
      </Box>
      <ContentLandmark label="Activity editor" style={CONTENT}>
        <Outlet />
      </ContentLandmark>
    </EditorContext.Provider>
  );
}

/** {activityId}/ itself: the first step, or a new one for an activity without steps. */
export function StartStep() {
  const { activityId, draft, update } = useEditor();
  const first = draft.steps[0];
  useEffect(() => {
    if (!first) update((current) => ({ ...current, steps: [emptyStep()] }));
  }, [first, update]);
  if (!first) return <Loading />;
  return <Navigate to={stepPath(activityId, first)} replace />;
}
