import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { Course } from '@courses/runtime';
import { CourseDrawer } from './CourseDrawer';

interface CourseMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  course: Course;
  activeModule: string | undefined;
  activeLesson: string | undefined;
}

/**
 * The course contents in a narrow slot: a temporary (modal) drawer. The modal keeps focus
 * inside while open, closes on Escape, a click outside, Close or a followed link, and gives
 * focus back to the Course menu button.
 */
export function CourseMenu({ id, open, onClose, ...drawer }: CourseMenuProps) {
  const titleId = useId();
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
          Course menu
        </Typography>
        <Button size="small" onClick={onClose} autoFocus>
          Close
        </Button>
      </Box>
      <CourseDrawer id={id} {...drawer} onNavigate={onClose} inMenu />
    </Drawer>
  );
}
