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
        <Chip
          label={STUDENT_VIEW}
          size="small"
          data-testid="lesson-player.view-marker"
          sx={{
            bgcolor: '#e3f2fd',
            color: '#0d3c61',
            border: 1,
            borderColor: 'info.dark',
            fontWeight: 700,
          }}
        />
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

/** The TEACHER ONLY marker; dark text on a light tint keeps it readable (AA contrast). */
export function TeacherOnlyChip() {
  return (
    <Chip
      label={TEACHER_ONLY}
      size="small"
      data-testid="lesson-player.view-marker"
      sx={{
        bgcolor: '#fff3e0',
        color: '#5c2b00',
        border: 1,
        borderColor: 'warning.dark',
        fontWeight: 700,
      }}
    />
  );
}
