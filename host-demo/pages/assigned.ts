import type { StudentAssignment } from '../../src/api/schemas/assignment';
import type { HostPage } from './hostPage';
import { escapeHtml, layout } from './layout';
import { SINGLE_LESSON_PATH } from './singleLesson';

export const ASSIGNED_PATH = '/demo/assigned/';

function item(assignment: StudentAssignment): string {
  const href = `${SINGLE_LESSON_PATH}?lesson=${encodeURIComponent(assignment.lesson.slug)}`;
  const due = assignment.due_date ? ` · due ${escapeHtml(assignment.due_date)}` : '';
  const instructions = assignment.instructions
    ? `<p>${escapeHtml(assignment.instructions)}</p>`
    : '';
  return `<li><a href="${escapeHtml(href)}">${escapeHtml(assignment.lesson.title)}</a>
<p>${escapeHtml(assignment.classroom.class_grade)} - ${escapeHtml(assignment.classroom.section)} · from ${escapeHtml(assignment.teacher)}${due}</p>${instructions}</li>`;
}

/**
 * `/demo/assigned/`: a student's list of what their teachers assigned to their classes, as a
 * Django view would render it; each opens in the lesson player like any lesson.
 */
export const assignedPage: HostPage = {
  path: ASSIGNED_PATH,
  title: 'Assigned to my classes',
  description:
    'What teachers assigned to the classes of the logged-in student (student is in premium_teacher’s classes).',
  render(ctx) {
    const assignments = ctx.assignedToMe?.() ?? null;
    const body =
      assignments === null
        ? `<p>Log in as a student to see what was assigned to your classes.</p>`
        : assignments.length === 0
          ? `<p>Nothing has been assigned to your classes yet.</p>`
          : `<ul class="page-list" aria-label="Assigned to my classes">${assignments.map(item).join('\n')}</ul>`;
    return layout(ctx, { title: 'Assigned to my classes', body, withLoader: false });
  },
};
