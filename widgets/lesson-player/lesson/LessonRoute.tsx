import { memo, useMemo } from 'react';
import { Outlet, useParams } from '../router';
import { Loading, loadLesson, type Lesson } from '@courses/runtime';
import { useLessonBookmark } from './BookmarkButton';
import { useCourseState } from '../course/courseContext';
import { LessonContext } from './lessonContext';
import { LoadFailed } from '../shell/LoadFailed';
import { NotFound } from '../shell/NotFound';
import { orMissing, useRequest } from '@courses/runtime';
import { answeredLesson, takeLesson } from '../course/coursePreload';
import { useLiveLesson } from './useLiveLesson';

/** /{course}/{module}/{lesson}/…: loads the lesson once for its intro, steps and review. */
export function LessonRoute() {
  const { course } = useCourseState();
  const { moduleSlug = '', lessonSlug = '' } = useParams();
  // Only a lesson of this module of the course: anything else is not found, not fetched.
  const inCourse = course.modules
    .find((module) => module.slug === moduleSlug)
    ?.lessons.some((lesson) => lesson.slug === lessonSlug);
  if (!inCourse) return <NotFound what="lesson" />;
  return <LessonLoader moduleSlug={moduleSlug} lessonSlug={lessonSlug} />;
}

/** Memoised: a move between the lesson's steps renders only the step (the Outlet). */
const LessonLoader = memo(function LessonLoader({
  moduleSlug,
  lessonSlug,
}: {
  moduleSlug: string;
  lessonSlug: string;
}) {
  const { state: load, retry } = useRequest(
    `lesson:${lessonSlug}`,
    async (signal) =>
      orMissing(await (takeLesson(lessonSlug) ?? loadLesson(lessonSlug, { signal }))),
    () => answeredLesson(lessonSlug),
  );
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <NotFound what="lesson" />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={retry} />;
  return <LoadedLesson key={load.data.id} loaded={load.data} moduleSlug={moduleSlug} />;
});

function LoadedLesson({ loaded, moduleSlug }: { loaded: Lesson; moduleSlug: string }) {
  const { markLessonCompleted } = useCourseState();
  const { lesson, markCompleted } = useLiveLesson(loaded, markLessonCompleted);
  const { bookmarkId, setBookmarkId } = useLessonBookmark(lesson);
  const state = useMemo(
    () => ({ lesson, moduleSlug, markCompleted, bookmarkId, setBookmarkId }),
    [lesson, moduleSlug, markCompleted, bookmarkId, setBookmarkId],
  );
  return (
    <LessonContext.Provider value={state}>
      <Outlet />
    </LessonContext.Provider>
  );
}
