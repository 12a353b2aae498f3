/**
 * Posting to classroom services (shared as '@courses/runtime/classroom'): the spec section 8
 * messages, the grant dialog and the post-with-grant flow that dataset sharing and lesson
 * assignments both use.
 */
export * from './messages';
export { classifyClassroomPost } from './postOutcome';
export type { ClassroomPostOutcome, ClassroomPostReply } from './postOutcome';
export { GrantAccessDialog } from './GrantAccessDialog';
export type { GrantAccessDialogProps } from './GrantAccessDialog';
export { useClassroomPoster } from './useClassroomPoster';
export { ConsentError, prepareClassroomConsent, requestClassroomCode } from './consent/requestCode';
export type { AuthCodeGrant, ConsentFailure } from './consent/requestCode';
export { googleAccessChangeAtom, useGoogleAccess } from './googleAccess';
export { GoogleClassroomAccess, ACCESS_REVOKED_MESSAGE } from './GoogleClassroomAccess';
export type { ClassroomPostHandlers, ClassroomPoster } from './useClassroomPoster';
export { canShareWithClass, classLabel, CLASSROOM_SERVICE_NAMES } from './classrooms';
