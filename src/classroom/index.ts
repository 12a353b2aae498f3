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
export { useClassroomPoster, DEMO_GOOGLE_AUTH_CODE } from './useClassroomPoster';
export type { ClassroomPostHandlers, ClassroomPoster } from './useClassroomPoster';
export { canShareWithClass, classLabel, CLASSROOM_SERVICE_NAMES } from './classrooms';
