import { Link as RouterLink } from '../router';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  Loading,
  contentKindName,
  currentUserAtom,
  fetchCourse,
  listCourses,
  type CourseSummary,
  type User,
} from '@courses/runtime';
import { LockLabel } from './ContentLabels';
import { LoadFailed } from '../shell/LoadFailed';
import { coursePath } from './coursePaths';
import { courseProgress, progressText } from './progress';
import { useLoad } from '../shell/useLoad';
import { UserName } from '../shell/UserName';
import { ViewHeading } from '../shell/viewHeading';

/** The course app's root: every course, as links, with its kind, lock and progress. */
export function CourseList() {
  const user = useAtomValue(currentUserAtom);
  const load = useLoad('courses', (signal) => listCourses({ signal }));
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ViewHeading pageTitle="Courses" sx={{ flexGrow: 1 }}>
          Courses
        </ViewHeading>
        <UserName user={user} />
      </Box>
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'failed' ? <LoadFailed what="course list" onRetry={load.retry} /> : null}
      {load.status === 'ready' ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {load.data.map((course) => (
            <CourseRow key={course.id} course={course} user={user} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function CourseRow({ course, user }: { course: CourseSummary; user: User | null }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {contentKindName('course', course.is_tuva_jr)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={coursePath(course.access_url)} variant="h6">
          {course.name}
        </Link>
        <LockLabel content={course} user={user} />
        {user ? <CourseProgress course={course} /> : null}
      </Box>
      {course.description ? <Typography>{course.description}</Typography> : null}
    </Box>
  );
}

/** An enrolled learner's progress needs the course's lessons; others have not started. */
function CourseProgress({ course }: { course: CourseSummary }) {
  if (course.enroll_id === 0) return <ProgressText value={null} />;
  return <EnrolledProgress courseId={course.id} />;
}

function EnrolledProgress({ courseId }: { courseId: number }) {
  const load = useLoad(`course:${courseId}`, (signal) => fetchCourse(courseId, { signal }));
  // While loading, or if it failed, the list stays usable without a progress text.
  if (load.status !== 'ready') return null;
  return <ProgressText value={courseProgress(load.data)} />;
}

function ProgressText({ value }: { value: string | null }) {
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      data-testid="lesson-player.progress"
    >
      {progressText(value)}
    </Typography>
  );
}
