import { Outlet, useParams } from 'react-router';
import { Loading, fetchLesson } from '@courses/runtime';
import { LessonContext } from './lessonContext';
import { LoadFailed } from './LoadFailed';
import { useLoad } from './useLoad';

/** /{course}/{module}/{lesson}/…: loads the lesson once for its intro, steps and review. */
export function LessonRoute() {
  const { moduleSlug = '', lessonSlug = '' } = useParams();
  const load = useLoad(`lesson:${lessonSlug}`, (signal) => fetchLesson(lessonSlug, { signal }));
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={load.retry} />;
  return (
    <LessonContext.Provider value={{ lesson: load.data, moduleSlug }}>
      <Outlet />
    </LessonContext.Provider>
  );
}
