import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN, type Course } from '@courses/runtime';
import { lessonTypeName } from './lessonTypes';
import { lessonIntroPath, modulePath } from './coursePaths';
import { moduleProgress, progressText } from './progress';
import { Link as RouteLink } from '../router';

interface CourseDrawerProps {
  id: string;
  course: Course;
  activeModule: string | undefined;
  activeLesson: string | undefined;
  /** Called when a link is followed (the menu closes). */
  onNavigate?: () => void;
  /** Inside the narrow slot's menu: no fixed width or border of its own. */
  inMenu?: boolean;
}

/** Side drawer (spec section 2): modules, and the active module's lessons with a tick when completed. */
export function CourseDrawer(props: CourseDrawerProps) {
  const { id, course, activeModule, activeLesson, onNavigate } = props;
  return (
    <Box
      component="nav"
      id={id}
      aria-label="Course contents"
      sx={
        props.inMenu
          ? { p: 2 }
          : { width: 280, flexShrink: 0, borderRight: 1, borderColor: 'divider', p: 2 }
      }
    >
      {/* Not a heading: the drawer comes before the view's h1, and the nav is labelled. */}
      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {course.name}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {course.modules.map((module) => {
          const active = module.slug === activeModule;
          return (
            <Box component="li" key={module.id} sx={{ mb: 1 }}>
              <Link
                component={RouteLink}
                to={modulePath(course.access_url, module.slug)}
                onClick={onNavigate}
                aria-current={active && !activeLesson ? 'page' : undefined}
                sx={{ fontWeight: active ? 700 : 400 }}
              >
                {module.title}
              </Link>
              {course.enroll_id > 0 ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  data-testid="lesson-player.module-progress"
                  sx={{ display: 'block' }}
                >
                  {progressText(moduleProgress(course, module))}
                </Typography>
              ) : null}
              {active ? (
                <Box component="ol" sx={{ listStyle: 'none', pl: 2, m: 0, mt: 0.5 }}>
                  {module.lessons.map((lesson) => (
                    <Box component="li" key={lesson.id} sx={{ py: 0.25 }}>
                      <Link
                        component={RouteLink}
                        to={lessonIntroPath(course.access_url, module.slug, lesson.slug)}
                        onClick={onNavigate}
                        aria-current={lesson.slug === activeLesson ? 'page' : undefined}
                        underline="hover"
                        sx={{ fontWeight: lesson.slug === activeLesson ? 700 : 400 }}
                      >
                        {lesson.title}
                      </Link>
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ ml: 1 }}
                        color="text.secondary"
                      >
                        {lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr)}
                      </Typography>
                      {lesson.is_completed ? (
                        <Box component="span" sx={{ ml: 1, color: 'success.dark' }}>
                          <span aria-hidden="true">✓</span>
                          <Box component="span" sx={VISUALLY_HIDDEN}>
                            (completed)
                          </Box>
                        </Box>
                      ) : null}
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
