import { Outlet, useParams } from 'react-router';
import { Loading, fetchLesson, type Lesson } from '@courses/runtime';
import { useLessonBookmark } from './BookmarkButton';
import { LessonContext } from './lessonContext';
import { LoadFailed } from './LoadFailed';
import { useLoad } from './useLoad';

/** /{course}/{module}/{lesson}/…: loads the lesson once for its intro, steps and review. */
export function LessonRoute() {
  const { moduleSlug = '', lessonSlug = '' } = useParams();
  const load = useLoad(`lesson:${lessonSlug}`, (signal) => fetchLesson(lessonSlug, { signal }));
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={load.retry} />;
  return <LoadedLesson lesson={load.data} moduleSlug={moduleSlug} />;
}

function LoadedLesson({ lesson, moduleSlug }: { lesson: Lesson; moduleSlug: string }) {
  const bookmark = useLessonBookmark(lesson);
  return (
    <LessonContext.Provider value={{ lesson, moduleSlug, ...bookmark }}>
      <Outlet />
    </LessonContext.Provider>
  );
}
