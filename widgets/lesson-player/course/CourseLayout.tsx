import { memo, useCallback, useId, useState } from 'react';
import { Outlet, useParams } from '../router';
import { useAtomValue } from 'jotai';
import { Loading, currentUserAtom, loadCourse, openedLazily, type Course } from '@courses/runtime';
import { CourseContext, type CourseState } from './courseContext';
import { CourseDrawer } from './CourseDrawer';
import { CourseHeader } from './CourseHeader';
import { useNarrow } from '../shell/slotWidth';
import { ExitSaveContext, useExitSaveRegistry } from '../shell/exitSave';
import { LoadFailed } from '../shell/LoadFailed';
import { ContentLandmark } from '../shell/ContentLandmark';
import { NotFound } from '../shell/NotFound';
import { FirstVisitTour } from '../tour/FirstVisitTour';
import { withLesson } from './progress';
import { moveStepAnswers } from '../step/answerStorage';
import { useEnrollment } from './useEnrollment';
import { useFocusViewHeading } from '../shell/viewHeading';
import { orMissing, useRequest } from '@courses/runtime';
import { answeredCourse, takeCourse } from './coursePreload';

const BODY = { display: 'flex', alignItems: 'stretch', minHeight: 480 };
const CONTENT = { flexGrow: 1, minWidth: 0 };

// A narrow slot's course menu (a modal drawer) loads when first opened.
const CourseMenu = openedLazily(() => import('./CourseMenu').then((module) => module.CourseMenu));

/** /{course}/…: loads the course by slug (or id) and frames every page of it. */
export function CourseLayout({ basePath }: { basePath: string }) {
  const { courseSlug = '', moduleSlug, lessonSlug } = useParams();
  const { state: load, retry } = useRequest(
    `course:${courseSlug}`,
    async (signal) =>
      orMissing(await (takeCourse(courseSlug) ?? loadCourse(courseSlug, { signal }))),
    () => answeredCourse(courseSlug),
  );
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <NotFound what="course" />;
  if (load.status === 'failed') return <LoadFailed what="course" onRetry={retry} />;
  return (
    <LoadedCourse
      key={load.data.id}
      initial={load.data}
      basePath={basePath}
      moduleSlug={moduleSlug}
      lessonSlug={lessonSlug}
    />
  );
}

interface LoadedCourseProps {
  initial: Course;
  basePath: string;
  moduleSlug: string | undefined;
  lessonSlug: string | undefined;
}

/**
 * The course's frame: header, drawer, tour offer. Memoised, with the slugs as props instead of
 * reading the route: a move to another step of the same lesson leaves the frame as it is and
 * renders only the step (the Outlet follows the route by itself).
 */
const LoadedCourse = memo(function LoadedCourse({
  initial,
  basePath,
  moduleSlug,
  lessonSlug,
}: LoadedCourseProps) {
  const user = useAtomValue(currentUserAtom);
  const [course, setCourse] = useState(initial);
  const narrow = useNarrow();
  // The side drawer starts open (spec section 2); in a narrow slot it is a menu, closed at first.
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const exitSave = useExitSaveRegistry();
  const focusViewHeading = useFocusViewHeading();
  const enrollment = useEnrollment(course, user, (enrollId) => {
    // Answers typed before enrolling belong to the new enrollment now.
    moveStepAnswers(String(course.enroll_id), String(enrollId));
    setCourse((current) => ({ ...current, enroll_id: enrollId }));
    // The view is now the enrolled one: its heading takes focus, as after a move.
    focusViewHeading();
  });
  const markLessonCompleted = useCallback(
    (lessonId: number) =>
      setCourse((current) =>
        withLesson(current, lessonId, (lesson) => ({ ...lesson, is_completed: true })),
      ),
    [],
  );
  const markStepAttempted = useCallback(
    (lessonId: number) =>
      setCourse((current) =>
        withLesson(current, lessonId, (lesson) => ({
          ...lesson,
          steps_done: Math.min(lesson.steps_done + 1, lesson.step_count),
        })),
      ),
    [],
  );
  const state: CourseState = {
    course,
    user,
    basePath,
    ...enrollment,
    markLessonCompleted,
    markStepAttempted,
  };
  const module = course.modules.find((m) => m.slug === moduleSlug);

  return (
    <CourseContext.Provider value={state}>
      <ExitSaveContext.Provider value={exitSave.registry}>
        <CourseHeader
          course={course}
          moduleTitle={module?.title}
          user={user}
          basePath={basePath}
          drawerOpen={narrow ? menuOpen : drawerOpen}
          drawerId={drawerId}
          narrow={narrow}
          onToggleDrawer={() =>
            narrow ? setMenuOpen((open) => !open) : setDrawerOpen((open) => !open)
          }
          saveCurrent={exitSave.saveCurrent}
        />
        <div style={BODY}>
          {narrow ? (
            <CourseMenu
              id={drawerId}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              course={course}
              activeModule={moduleSlug}
              activeLesson={lessonSlug}
            />
          ) : drawerOpen ? (
            <CourseDrawer
              id={drawerId}
              course={course}
              activeModule={moduleSlug}
              activeLesson={lessonSlug}
            />
          ) : null}
          <ContentLandmark label="Course content" style={CONTENT}>
            <FirstVisitTour />
            <Outlet />
          </ContentLandmark>
        </div>
      </ExitSaveContext.Provider>
    </CourseContext.Provider>
  );
});
