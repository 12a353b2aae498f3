import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { STUDENT_VIEW, TEACHER_ONLY } from './teacherViewLabels';

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
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {studentView ? (
        <ViewMarker label={STUDENT_VIEW} tint="#e3f2fd" ink="#0d3c61" edge="info.dark" />
      ) : null}
      <Button
        size="small"
        variant={studentView ? 'contained' : 'outlined'}
        aria-pressed={studentView}
        onClick={() => onChange(!studentView)}
      >
        See as a student
      </Button>
    </Box>
  );
}

/** A part of the step only teachers see, labelled so. */
export function TeacherOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={`${label} (teacher only)`}
      sx={{
        my: 2,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'warning.dark',
        borderRadius: 1,
      }}
    >
      <Box sx={{ mb: 1 }}>
        <TeacherOnlyChip />
      </Box>
      {children}
    </Box>
  );
}

/** The TEACHER ONLY marker. */
export function TeacherOnlyChip() {
  return <ViewMarker label={TEACHER_ONLY} tint="#fff3e0" ink="#5c2b00" edge="warning.dark" />;
}

/**
 * A marker of whose view is shown (STUDENT VIEW, TEACHER ONLY); dark ink on a light tint keeps
 * it readable (AA contrast).
 */
function ViewMarker({
  label,
  tint,
  ink,
  edge,
}: {
  label: string;
  tint: string;
  ink: string;
  edge: string;
}) {
  return (
    <Chip
      label={label}
      size="small"
      data-testid="lesson-player.view-marker"
      sx={{ bgcolor: tint, color: ink, border: 1, borderColor: edge, fontWeight: 700 }}
    />
  );
}
