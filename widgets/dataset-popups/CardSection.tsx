import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** The outlined section a dataset's or an activity's page controls sit in, named for its record. */
export function CardSection(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={props.label}
      sx={{ p: 2 }}
      data-testid={props.testId}
    >
      {props.children}
    </Paper>
  );
}
