import { useAtomValue } from 'jotai';
import {
  Loading,
  Text,
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
import { useRequest } from '@courses/runtime';
import { UserName } from '../shell/UserName';
import { ViewHeading } from '../shell/viewHeading';
import { RouteTextLink } from '../shell/RouteTextLink';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';

const PADDED = { padding: 16 };
const TOP = { display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 };
const GROW = { flexGrow: 1 };

/** The course app's root: every course, as links, with its kind, lock and progress. */
export function CourseList() {
  const user = useAtomValue(currentUserAtom);
  const { state: load, retry } = useRequest('courses', (signal) => listCourses({ signal }));
  ensureLessonPlayerStyles();
  return (
    <div style={PADDED}>
      <div style={TOP}>
        <ViewHeading pageTitle="Courses" style={GROW}>
          Courses
        </ViewHeading>
        <UserName user={user} />
      </div>
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'failed' ? <LoadFailed what="course list" onRetry={retry} /> : null}
      {load.status === 'ready' ? (
        <ul className="courses-lesson-player-list">
          {load.data.map((course) => (
            <CourseRow key={course.id} course={course} user={user} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CourseRow({ course, user }: { course: CourseSummary; user: User | null }) {
  return (
    <li className="courses-lesson-player-row">
      <Text variant="overline" component="p" tone="secondary">
        {contentKindName('course', course.is_tuva_jr)}
      </Text>
      <div className="courses-lesson-player-row-line">
        <Text variant="h6" component="span">
          <RouteTextLink to={coursePath(course.access_url)}>{course.name}</RouteTextLink>
        </Text>
        <LockLabel content={course} user={user} />
        {user ? <CourseProgress course={course} /> : null}
      </div>
      {course.description ? <Text>{course.description}</Text> : null}
    </li>
  );
}

/** An enrolled learner's progress needs the course's lessons; others have not started. */
function CourseProgress({ course }: { course: CourseSummary }) {
  if (course.enroll_id === 0) return <ProgressText value={null} />;
  return <EnrolledProgress courseId={course.id} />;
}

function EnrolledProgress({ courseId }: { courseId: number }) {
  const { state: load } = useRequest(`course:${courseId}`, (signal) =>
    fetchCourse(courseId, { signal }),
  );
  // While loading, or if it failed, the list stays usable without a progress text.
  if (load.status !== 'ready') return null;
  return <ProgressText value={courseProgress(load.data)} />;
}

function ProgressText({ value }: { value: string | null }) {
  return (
    <Text component="span" variant="body2" tone="secondary" data-testid="lesson-player.progress">
      {progressText(value)}
    </Text>
  );
}
