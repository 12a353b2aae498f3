import { Button, Text, TextLink, type Course, type User } from '@courses/runtime';
import { ExitButton } from '../shell/ExitButton';
import type { SaveBeforeExit } from '../shell/exitSave';
import { UserName } from '../shell/UserName';
import { absolutePath, coursePath } from './coursePaths';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
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
  ensureLessonPlayerStyles();
  return (
    <header className="courses-lesson-player-header-bar">
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
      <TextLink href={absolutePath(basePath, coursePath(course.access_url))} underline="hover">
        {`← ${course.name}`}
      </TextLink>
      <Text component="p" variant="subtitle1" className="courses-lesson-player-header-title">
        {moduleTitle ?? ''}
      </Text>
      <EmbedButton title={course.name} />
      <TextLink href="/tutorials/" underline="hover">
        Help
      </TextLink>
      <UserName user={user} />
      {enrolled && user ? <ExitButton label="Exit Course" saveCurrent={props.saveCurrent} /> : null}
    </header>
  );
}
