import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Course, User } from '@courses/runtime';
import { ExitButton } from '../shell/ExitButton';
import type { SaveBeforeExit } from '../shell/exitSave';
import { UserName } from '../shell/UserName';
import { absolutePath, coursePath } from './coursePaths';
import { HEADER_BAR_SX } from '../shell/headerBar';
import { EmbedButton } from './EmbedButton';

interface CourseHeaderProps {
  course: Course;
  moduleTitle: string | undefined;
  user: User | null;
  basePath: string;
  drawerOpen: boolean;
  drawerId: string;
  /** In a narrow slot the contents are a menu (a modal drawer) behind this button. */
  narrow: boolean;
  onToggleDrawer: () => void;
  /** Saves the step on screen before Exit Course leaves. */
  saveCurrent: SaveBeforeExit;
}

function MenuIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
}

/**
 * Header (spec section 2): back to course, module title, Help, username, Exit Course; and
 * Embed where the host serves embed views.
 */
export function CourseHeader(props: CourseHeaderProps) {
  const { course, moduleTitle, user, basePath, drawerOpen, drawerId, onToggleDrawer } = props;
  const enrolled = course.enroll_id > 0;
  return (
    <Box component="header" sx={HEADER_BAR_SX}>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={drawerOpen}
        aria-controls={drawerOpen ? drawerId : undefined}
        aria-haspopup={props.narrow ? 'dialog' : undefined}
        onClick={onToggleDrawer}
        {...(props.narrow ? { startIcon: <MenuIcon /> } : {})}
      >
        {props.narrow ? 'Course menu' : drawerOpen ? 'Hide contents' : 'Show contents'}
      </Button>
      <Link href={absolutePath(basePath, coursePath(course.access_url))} underline="hover">
        {`← ${course.name}`}
      </Link>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {moduleTitle ?? ''}
      </Typography>
      <EmbedButton title={course.name} />
      <Link href="/tutorials/" underline="hover">
        Help
      </Link>
      <UserName user={user} />
      {enrolled && user ? <ExitButton label="Exit Course" saveCurrent={props.saveCurrent} /> : null}
    </Box>
  );
}
