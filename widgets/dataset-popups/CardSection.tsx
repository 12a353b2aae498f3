import type { ReactNode } from 'react';
import { Surface } from '@courses/runtime';

/** The outlined section a dataset's or an activity's page controls sit in, named for its record. */
export function CardSection(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <Surface
      component="section"
      variant="outlined"
      aria-label={props.label}
      style={{ padding: 16 }}
      data-testid={props.testId}
    >
      {props.children}
    </Surface>
  );
}
