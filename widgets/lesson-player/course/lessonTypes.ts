import type { LessonType } from '@courses/runtime';

/** Lesson type display names (spec section 1). */
const LESSON_TYPE_NAMES: Record<LessonType, string> = {
  datastory: 'Data Story',
  taskassessment: 'Assessment',
  task: 'Task',
  practice: 'Practice',
  CourseLesson: 'Lesson',
  lesson: 'Lesson',
};

/** Junior content gets the prefix Jr. on its display name. */
export function lessonTypeName(type: LessonType, junior = false): string {
  const name = LESSON_TYPE_NAMES[type];
  return junior ? `Jr. ${name}` : name;
}
