/** Spec section 8: posting to a classroom service, word for word. */

/** The classroom-access dialog's words for a dataset, as the spec gives them. */
export const DATASET_ACCESS_MESSAGE =
  "Looks like the product doesn't have access to post this dataset to your Google Classroom...";

/** The classroom-access dialog, naming what is posted (dataset, data story, activity, lesson). */
export function classroomAccessMessage(kindWord: string): string {
  return DATASET_ACCESS_MESSAGE.replace('this dataset', `this ${kindWord}`);
}
export const GRANT_ACCESS_LABEL = 'Grant Access';
export const NOT_POSTED_MESSAGE = 'Assignment not posted to Google Classroom.';
export const GRANT_FAILED_MESSAGE = 'Unable to access your Google Classroom.';
export const MULTIPLE_ACCOUNTS_MESSAGE =
  'It looks like you are logged into multiple Google accounts at once, please make sure you use the account with access to Google Classroom.';
export const EMPTY_POST_MESSAGE = 'Error while posting a message to Google classroom.';
export const NO_CLASSES_MESSAGE =
  'You have not created any classes yet. Create a class from your dashboard to get started.';
