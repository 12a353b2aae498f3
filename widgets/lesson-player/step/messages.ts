/** Words the step view shows. Spec strings are word for word (spec sections 2, 5, 8, 9). */
export const LABELS = {
  previous: 'Previous',
  next: 'Next',
  check: 'Check',
  submit: 'Submit',
  enroll: 'Enroll',
  feedback: 'Feedback',
  yesSubmit: 'Yes, Submit',
  returnToLesson: 'Return to Lesson',
} as const;

export const SUBMIT_DIALOG_TITLE = 'Submit your answers?';
export const SUBMIT_DIALOG_TEXT =
  'After submitting, your answers cannot be changed. Submit them now, or return to the lesson to go over them.';
export const MISSING_ANSWER = 'Please answer this question.';
export const GRAPH_NOTE = 'Make your graph in the data tool, then save it here as your answer.';
export const GRAPH_NO_TOOL = 'Graph answers come from the data tool.';
export const GRAPH_NOT_SAVED = 'Not saved';
export const GRAPH_SAVING = 'Saving...';
export const GRAPH_SAVED = 'Saved';
export const GRAPH_SAVE = 'Save graph';
export const GRAPH_REMOVE = 'Remove';
export const GRAPH_NO_PLOT = 'There is no graph to save yet: make one in the data tool first.';
export const CORRECT = 'Correct';
export const WRONG = 'Wrong';
export const SAVED_ONLINE = 'You are back online: your answers are saved.';
/** Step buttons wait this long in teacher review (spec section 4). */
export const TEACHER_REVIEW_DELAY_MS = 150;
