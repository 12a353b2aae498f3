import type { LessonType } from '@courses/runtime';

/** Spec section 2: the classroom tab is Assessments for taskassessment content. */
export function assignmentsTabLabel(lessonType: LessonType): 'Assessments' | 'Assignments' {
  return lessonType === 'taskassessment' ? 'Assessments' : 'Assignments';
}

export const ASSIGN_TAB_LABEL = 'Share to Class';

/** Said once the lesson is assigned (not in the spec). */
export function assignedMessage(classLabel: string): string {
  return `Assigned to ${classLabel}.`;
}

export function postedMessage(service: string): string {
  return `Posted to ${service}.`;
}
