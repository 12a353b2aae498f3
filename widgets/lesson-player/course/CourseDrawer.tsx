import { Text, VISUALLY_HIDDEN, classNames, type Course } from '@courses/runtime';
import { lessonTypeName } from './lessonTypes';
import { lessonIntroPath, modulePath } from './coursePaths';
import { moduleProgress, progressText } from './progress';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
import { RouteTextLink } from '../shell/RouteTextLink';

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

const TITLE = { marginBottom: 8 };
const BLOCK = { display: 'block' };

/** Side drawer (spec section 2): modules, and the active module's lessons with a tick when completed. */
export function CourseDrawer(props: CourseDrawerProps) {
  const { id, course, activeModule, activeLesson, onNavigate } = props;
  ensureLessonPlayerStyles();
  return (
    <nav
      id={id}
      aria-label="Course contents"
      className={classNames(
        'courses-lesson-player-drawer',
        !props.inMenu && 'courses-lesson-player-drawer-side',
      )}
    >
      {/* Not a heading: the drawer comes before the view's h1, and the nav is labelled. */}
      <Text component="p" variant="subtitle2" style={TITLE}>
        {course.name}
      </Text>
      <ol className="courses-lesson-player-list">
        {course.modules.map((module) => {
          const active = module.slug === activeModule;
          return (
            <li key={module.id} className="courses-lesson-player-drawer-module">
              <RouteTextLink
                to={modulePath(course.access_url, module.slug)}
                onClick={onNavigate}
                aria-current={active && !activeLesson ? 'page' : undefined}
                className={active ? 'courses-lesson-player-strong' : undefined}
              >
                {module.title}
              </RouteTextLink>
              {course.enroll_id > 0 ? (
                <Text
                  component="span"
                  variant="caption"
                  tone="secondary"
                  data-testid="lesson-player.module-progress"
                  style={BLOCK}
                >
                  {progressText(moduleProgress(course, module))}
                </Text>
              ) : null}
              {active ? (
                <ol className="courses-lesson-player-list courses-lesson-player-drawer-lessons">
                  {module.lessons.map((lesson) => (
                    <li key={lesson.id} className="courses-lesson-player-drawer-lesson">
                      <RouteTextLink
                        to={lessonIntroPath(course.access_url, module.slug, lesson.slug)}
                        onClick={onNavigate}
                        aria-current={lesson.slug === activeLesson ? 'page' : undefined}
                        underline="hover"
                        className={
                          lesson.slug === activeLesson ? 'courses-lesson-player-strong' : undefined
                        }
                      >
                        {lesson.title}
                      </RouteTextLink>
                      <Text component="span" variant="caption" tone="secondary">
                        {lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr)}
                      </Text>
                      {lesson.is_completed ? (
                        <span className="courses-lesson-player-drawer-done">
                          <span aria-hidden="true">✓</span>
                          <span style={VISUALLY_HIDDEN}>(completed)</span>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
