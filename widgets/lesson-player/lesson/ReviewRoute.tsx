import { Link as RouterLink } from '../router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useCallback } from 'react';
import { isTeacherReview } from '../course/access';
import { useCourseState } from '../course/courseContext';
import { useLessonState } from './lessonContext';
import { afterLesson } from '../course/navigation';
import { lessonIntroPath } from '../course/coursePaths';
import { buildLocalReview } from '../step/localReview';
import { ReviewPage } from '../step/ReviewPage';
import { ViewHeading } from '../shell/viewHeading';

/** /{course}/{module}/{lesson}/review/: the completion page, a review of the answers. */
export function ReviewRoute() {
  const { course, user } = useCourseState();
  const { lesson, moduleSlug } = useLessonState();
  // A teacher's review was never sent: its page is built from this tab's answers.
  const teacherReview = isTeacherReview(lesson, user);
  const localReview = useCallback(async () => buildLocalReview(lesson), [lesson]);
  return (
    <Box sx={{ p: 2 }}>
      <ViewHeading pageTitle={`Review – ${lesson.title} – ${course.name}`}>
        {lesson.title}
      </ViewHeading>
      <ReviewPage
        course={course}
        lesson={lesson}
        user={user}
        {...(teacherReview ? { load: localReview } : {})}
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Link
          component={RouterLink}
          to={lessonIntroPath(course.access_url, moduleSlug, lesson.slug)}
        >
          Back to the lesson
        </Link>
        <Link component={RouterLink} to={afterLesson(course, moduleSlug, lesson.slug)}>
          Next
        </Link>
      </Box>
    </Box>
  );
}
