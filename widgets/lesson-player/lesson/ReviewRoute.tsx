import { useCallback } from 'react';
import { isTeacherReview } from '../course/access';
import { useCourseState } from '../course/courseContext';
import { useLessonState } from './lessonContext';
import { afterLesson } from '../course/navigation';
import { lessonIntroPath } from '../course/coursePaths';
import { buildLocalReview } from '../step/localReview';
import { ReviewPage } from '../step/ReviewPage';
import { ViewHeading } from '../shell/viewHeading';
import { RouteTextLink } from '../shell/RouteTextLink';

const PADDED = { padding: 16 };
const LINKS = { display: 'flex', gap: 16, marginTop: 16 };

/** /{course}/{module}/{lesson}/review/: the completion page, a review of the answers. */
export function ReviewRoute() {
  const { course, user } = useCourseState();
  const { lesson, moduleSlug } = useLessonState();
  // A teacher's review was never sent: its page is built from this tab's answers.
  const teacherReview = isTeacherReview(lesson, user);
  const localReview = useCallback(async () => buildLocalReview(lesson), [lesson]);
  return (
    <div style={PADDED}>
      <ViewHeading pageTitle={`Review – ${lesson.title} – ${course.name}`}>
        {lesson.title}
      </ViewHeading>
      <ReviewPage
        course={course}
        lesson={lesson}
        user={user}
        {...(teacherReview ? { load: localReview } : {})}
      />
      <div style={LINKS}>
        <RouteTextLink to={lessonIntroPath(course.access_url, moduleSlug, lesson.slug)}>
          Back to the lesson
        </RouteTextLink>
        <RouteTextLink to={afterLesson(course, moduleSlug, lesson.slug)}>Next</RouteTextLink>
      </div>
    </div>
  );
}
