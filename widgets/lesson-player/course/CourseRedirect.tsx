import { Navigate } from '../router';
import Typography from '@mui/material/Typography';
import { useCourseState } from './courseContext';
import { courseStart } from './navigation';

/** /{course}/: on to the learner's starting step, or the first module (spec section 2). */
export function CourseRedirect() {
  const { course } = useCourseState();
  if (course.modules.length === 0) {
    return <Typography sx={{ p: 2 }}>This course has no modules yet.</Typography>;
  }
  return <Navigate to={courseStart(course)} replace />;
}
