import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { CSSObject } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** The card a widget renders in when it stands alone in a slot. */
export function WidgetFrame({
  title,
  children,
  testId,
  sx = {},
}: {
  title: string;
  children: ReactNode;
  testId: string;
  /** Rules of the widget's own, beside the frame's padding. */
  sx?: CSSObject;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: 2, ...sx }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
