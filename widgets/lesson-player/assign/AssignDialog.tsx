import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  Loading,
  toast,
  type Assignment,
  type Lesson,
  RequestFailed,
  Tabs,
} from '@courses/runtime';
import { createLessonAssignment, postAssignmentToClassroom } from '@courses/runtime/requests';
import {
  CLASSROOM_SERVICE_NAMES,
  GrantAccessDialog,
  classLabel,
  useClassroomPoster,
} from '@courses/runtime/classroom';
import { AssignForm, type AssignRequest } from './AssignForm';
import { AssignmentList } from './AssignmentList';
import { ASSIGN_TAB_LABEL, assignedMessage, assignmentsTabLabel, postedMessage } from './labels';
import { useLessonAssignments } from './useLessonAssignments';

export interface AssignDialogProps {
  lesson: Pick<Lesson, 'id' | 'title' | 'lesson_type'>;
  open: boolean;
  onClose: () => void;
}

type TabName = 'assign' | 'list';

/** Assigns a lesson to one of the teacher's classes and posts it to the class's service. */
export function AssignDialog({ lesson, open, onClose }: AssignDialogProps) {
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<TabName>('assign');
  const [assigning, setAssigning] = useState(false);
  // A new key remounts the form, clearing it only after a successful assignment.
  const [formKey, setFormKey] = useState(0);
  const [posting, setPosting] = useState<ReadonlySet<number>>(new Set());
  const listTab = useRef<HTMLButtonElement>(null);
  const { state, reload, update } = useLessonAssignments(lesson.id, open);
  const listLabel = assignmentsTabLabel(lesson.lesson_type);

  const setPostingOf = (id: number, on: boolean) =>
    setPosting((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const poster = useClassroomPoster<Assignment>({
    providerOf: (assignment) => assignment.classroom.provider,
    send: (assignment) => postAssignmentToClassroom(assignment.classroom.provider, assignment.id),
    onPosted(assignment, gassignmentId) {
      setPostingOf(assignment.id, false);
      update({ ...assignment, gassignment_id: gassignmentId });
      const service = CLASSROOM_SERVICE_NAMES[assignment.classroom.provider] ?? 'the class';
      toast(postedMessage(service), 'success');
    },
    onFailed: (assignment) => setPostingOf(assignment.id, false),
    onCancelled: (assignment) => setPostingOf(assignment.id, false),
  });

  // The post button pressed last (none when posting follows Assign): the access question
  // hands focus back to it.
  const [postButton, setPostButton] = useState<HTMLButtonElement | null>(null);
  function post(assignment: Assignment, button: HTMLButtonElement | null = null) {
    setPostButton(button);
    setPostingOf(assignment.id, true);
    poster.post(assignment);
  }

  async function assign({ classroom, instructions, dueDate }: AssignRequest) {
    setAssigning(true);
    try {
      const assignment = await createLessonAssignment(lesson.id, {
        classroom: classroom.id,
        instructions,
        due_date: dueDate,
      });
      update(assignment);
      toast(assignedMessage(classLabel(classroom)), 'success');
      // The form the focus was in is replaced by the list: focus its tab, or it would fall to
      // the page, where Escape and Tab no longer reach the dialog.
      flushSync(() => {
        setFormKey((n) => n + 1);
        setTab('list');
      });
      listTab.current?.focus();
      if (assignment.classroom.provider !== 'other') post(assignment);
    } catch (error) {
      toast(error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setAssigning(false);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { maxWidth: 750 } } }}
      >
        <DialogTitle id={titleId}>{`Assign “${lesson.title}”`}</DialogTitle>
        {/* Two long labels overflow a 320 px window: the tabs scroll rather than cutting off
            the second one. */}
        <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            tabs={[
              {
                value: 'assign',
                label: ASSIGN_TAB_LABEL,
                id: `${tabsId}-assign`,
                panelId: `${tabsId}-assign-panel`,
              },
              {
                value: 'list',
                label: listLabel,
                id: `${tabsId}-list`,
                panelId: `${tabsId}-list-panel`,
                buttonRef: listTab,
              },
            ]}
            value={tab}
            onChange={setTab}
            aria-label="Assign"
          />
        </Box>
        <DialogContent sx={{ minHeight: 240 }}>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <RequestFailed message={state.message} retry={reload} />}
          {state.status === 'ready' && (
            <Box
              role="tabpanel"
              id={`${tabsId}-${tab}-panel`}
              aria-labelledby={`${tabsId}-${tab}`}
              sx={{ pt: 2 }}
            >
              {tab === 'assign' ? (
                <AssignForm
                  key={formKey}
                  classes={state.data.classes}
                  busy={assigning}
                  onAssign={(request) => void assign(request)}
                />
              ) : (
                <AssignmentList
                  assignments={state.data.assignments}
                  posting={posting}
                  onPost={post}
                  noun={listLabel}
                />
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <GrantAccessDialog
        open={poster.pending !== null}
        kindWord="lesson"
        onGrant={poster.grantAccess}
        onCancel={poster.cancelGrant}
        returnFocusTo={postButton}
      />
    </>
  );
}
