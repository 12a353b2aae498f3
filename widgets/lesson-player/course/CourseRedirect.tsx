import { Navigate } from '../router';
import { Text } from '@courses/runtime';
import { useCourseState } from './courseContext';
import { courseStart } from './navigation';

const PADDED = { padding: 16 };

/** /{course}/: on to the learner's starting step, or the first module (spec section 2). */
export function CourseRedirect() {
  const { course } = useCourseState();
  if (course.modules.length === 0) {
    return <Text style={PADDED}>This course has no modules yet.</Text>;
  }
  return <Navigate to={courseStart(course)} replace />;
}
