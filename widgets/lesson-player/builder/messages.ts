import { isOneOf, type LessonType } from '@courses/runtime';
import { ACTIVITY_TYPES } from '@courses/runtime/requests';

/** Footer and header labels of the player in edit mode (spec sections 2 and 9). */
export const ADD_STEP = 'Add Step';
export const NEW_STEP_ID = 'new';
export { EXIT_ACTIVITY } from '../single/singleLessonContext';

/** '{type or Activity} Preview' (spec section 9): the live preview's label. */
export function previewLabel(activityType: string): string {
  return `${isOneOf(ACTIVITY_TYPES, activityType) ? activityType : 'Activity'} Preview`;
}

/** The lesson type an activity is played as (the server's mapping, for the assign dialog). */
export function lessonTypeOf(activityType: string): LessonType {
  switch (activityType) {
    case 'Task':
      return 'task';
    case 'Practice':
      return 'practice';
    case 'Assessment':
      return 'taskassessment';
    default:
      return 'lesson';
  }
}

export const NO_ACCESS = {
  visitor: 'Log in with a teacher account to build activities.',
  students: 'The content builder is for teachers.',
  upgradeTitle: 'Build your own activities',
  premium: 'The content builder comes with a Premium subscription.',
  junior: 'The content builder comes with a Jr. subscription.',
} as const;

export const SAVE_LABELS = {
  saved: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving...',
  failed: 'Not saved',
} as const;

export const CONFLICT = {
  title: 'This activity changed somewhere else',
  body: 'It was saved from another tab or device after you started editing here. Your version is still on this device.',
  keepMine: 'Keep my version',
  takeTheirs: 'Use the other version',
} as const;

export const REVIEW_LABELS = {
  submit: 'Submit for Review',
  submitted: 'Sent for review.',
  inReview: 'In review',
  published: 'Published',
  saveFirst: 'Saving your changes first...',
} as const;
