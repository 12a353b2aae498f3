import type { ReactNode } from 'react';
import { Button, Chip } from '@courses/runtime';
import { STUDENT_VIEW, TEACHER_ONLY } from './teacherViewLabels';
import { ensureStepStyles } from './stepStyles';

/**
 * The teacher's switch between their own view (teacher-only parts shown, each labelled) and
 * the student view. A toggle button, so screen readers hear whether it is on.
 */
export function StudentViewToggle({
  studentView,
  onChange,
}: {
  studentView: boolean;
  onChange: (studentView: boolean) => void;
}) {
  ensureStepStyles();
  return (
    <div className="courses-step-view-toggle">
      {studentView ? <ViewMarker label={STUDENT_VIEW} kind="student" /> : null}
      <Button
        size="small"
        variant={studentView ? 'contained' : 'outlined'}
        aria-pressed={studentView}
        onClick={() => onChange(!studentView)}
      >
        See as a student
      </Button>
    </div>
  );
}

/** A part of the step only teachers see, labelled so. */
export function TeacherOnly({ label, children }: { label: string; children: ReactNode }) {
  ensureStepStyles();
  return (
    <section aria-label={`${label} (teacher only)`} className="courses-step-teacher-only">
      <div className="courses-step-teacher-only-marker">
        <TeacherOnlyChip />
      </div>
      {children}
    </section>
  );
}

/** The TEACHER ONLY marker. */
export function TeacherOnlyChip() {
  ensureStepStyles();
  return <ViewMarker label={TEACHER_ONLY} kind="teacher" />;
}

/**
 * A marker of whose view is shown (STUDENT VIEW, TEACHER ONLY); dark ink on a light tint keeps
 * it readable (AA contrast).
 */
function ViewMarker({ label, kind }: { label: string; kind: 'student' | 'teacher' }) {
  return (
    <Chip
      label={label}
      size="small"
      data-testid="lesson-player.view-marker"
      className={`courses-step-marker courses-step-marker-${kind}`}
    />
  );
}
