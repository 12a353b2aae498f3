import type { Classroom } from '../../../src/api/schemas/sharing';
import { CLASSROOM_PROVIDERS } from '../../../src/api/schemas/sharing';
import { CLASSROOM_DISABLED_PREFIX } from '../../../src/api/schemas/assignment';
import type { ContentType } from '../../../src/api/schemas/dataset';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { CLASS_SHARING_DETAIL, canShareWithClass } from '../repos/access';
import { canReadLesson } from '../repos/activityAccess';
import { isLessonAssignedTo } from '../repos/assignments';
import {
  classroomLabel,
  findTeacherClassroom,
  teacherClassrooms,
  toApiClassroom,
} from '../repos/classrooms';
import { insertClassroomShare, isSharedWith, upsertClassroomPost } from '../repos/classroomShares';
import { findVisibleContent } from './contentAccess';
import { findLessonById } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { classroomDisabledMessage, newAssignmentId, requireGrant } from './classroomService';
import { Forbidden, Invalid, NotFound } from './errors';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

/** Spec section 6: activities and data stories get the Direct Link and Email tabs only. */
export const CLASS_SHARE_DATASETS_ONLY =
  'Activities and data stories are shared by Direct Link or Email, not with a class.';

/** Sharing with a class is a premium (or Jr.) feature (spec section 6), for datasets only. */
function requireClassSharing(user: UserRow, type: ContentType): void {
  if (type !== 'dataset' && type !== 'userdataset') throw new Invalid(CLASS_SHARE_DATASETS_ONLY);
  if (!canShareWithClass(user)) throw new Forbidden(CLASS_SHARING_DETAIL);
}

/** The teacher's classes a lesson can be assigned to; "shared" means assigned there already. */
export function classListForLesson(db: Db, teacher: UserRow, lessonId: number): Classroom[] {
  if (!findLessonById(db, lessonId) || !canReadLesson(db, teacher, lessonId))
    throw new NotFound('Lesson not found.');
  return teacherClassrooms(db, teacher.id).map((room) =>
    toApiClassroom(room, isLessonAssignedTo(db, room.id, lessonId)),
  );
}

/** The teacher's classes, each saying whether the content is shared with it. */
export function classListForContent(
  db: Db,
  teacher: UserRow,
  type: ContentType,
  code: string,
): Classroom[] {
  requireClassSharing(teacher, type);
  const content = findVisibleContent(db, teacher, type, code);
  return teacherClassrooms(db, teacher.id).map((room) =>
    toApiClassroom(room, isSharedWith(db, room.id, content)),
  );
}

export type ClassShareOutcome =
  { message: string } | { message: string; gassignment_id: string | null };

/**
 * Shares content with one of the teacher's classes, or with `provider` posts it to the
 * class's classroom service (which needs the user's grant with every scope).
 */
export function shareWithClass(
  db: Db,
  teacher: UserRow,
  share: { type: ContentType; code: string | number; classroomId: number; provider?: string },
): ClassShareOutcome {
  requireClassSharing(teacher, share.type);
  const content = findVisibleContent(db, teacher, share.type, share.code);
  const room = findTeacherClassroom(db, teacher.id, share.classroomId);
  if (!room) throw new NotFound('Class not found.');
  const { provider } = share;
  if (provider === undefined) {
    insertClassroomShare(db, room.id, content, nowIso());
    return { message: `Shared "${content.title}" with ${classroomLabel(room)}.` };
  }
  if (!isOneOf(CLASSROOM_PROVIDERS, provider)) throw new NotFound(`Unknown provider: ${provider}`);
  if (room.provider !== provider)
    throw new Invalid(`${classroomLabel(room)} is not a ${provider} class.`);
  const grant = requireGrant(db, teacher, provider);
  // Granted from a browser signed in to several Google accounts: the service refuses the post.
  if (grant?.multiAccount) {
    return {
      message: classroomDisabledMessage(CLASSROOM_DISABLED_PREFIX),
      gassignment_id: null,
    };
  }
  const gassignmentId = newAssignmentId();
  upsertClassroomPost(db, room.id, content, gassignmentId, nowIso());
  return {
    message: `Posted "${content.title}" to ${classroomLabel(room)} in ${provider === 'google' ? 'Google Classroom' : provider}.`,
    gassignment_id: gassignmentId,
  };
}
