import Typography from '@mui/material/Typography';

/** A step URL whose id is not one of the lesson's steps. */
export function MissingStep() {
  return (
    <Typography role="alert" sx={{ p: 2 }}>
      This step is not part of the lesson.
    </Typography>
  );
}
