import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Loading, fetchCourseReview } from '@courses/runtime';
import { useCourseState } from './courseContext';
import { useLessonState } from './lessonContext';
import { LoadFailed } from './LoadFailed';
import { afterLesson } from './navigation';
import { lessonIntroPath } from './paths';
import { useLoad } from './useLoad';

/** /{course}/{module}/{lesson}/review/: the completion page with the performance percentage. */
export function ReviewRoute() {
  const { course } = useCourseState();
  const { lesson, moduleSlug } = useLessonState();
  const load = useLoad(`review:${course.id}:${lesson.id}`, (signal) =>
    fetchCourseReview(course.id, lesson.id, { signal }),
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5">
        {lesson.title}
      </Typography>
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'failed' ? <LoadFailed what="review" onRetry={load.retry} /> : null}
      {load.status === 'ready' ? (
        <Typography sx={{ my: 2 }}>
          {load.data.performance === null
            ? 'Your answers are submitted.'
            : `Performance: ${Math.round(load.data.performance)}%`}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
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
