import { Link as RouterLink } from 'react-router';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Loading, currentUserAtom, listCourses } from '@courses/runtime';
import { LoadFailed } from './LoadFailed';
import { coursePath } from './paths';
import { useLoad } from './useLoad';
import { UserName } from './UserName';

/** The course app's root: every course, as links. */
export function CourseList() {
  const user = useAtomValue(currentUserAtom);
  const load = useLoad('courses', (signal) => listCourses({ signal }));
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          Courses
        </Typography>
        <UserName user={user} />
      </Box>
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'failed' ? <LoadFailed what="course list" onRetry={load.retry} /> : null}
      {load.status === 'ready' ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {load.data.map((course) => (
            <Box
              component="li"
              key={course.id}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Link component={RouterLink} to={coursePath(course.access_url)} variant="h6">
                {course.name}
              </Link>
              {course.is_premium ? <Chip label="Premium" size="small" sx={{ ml: 1 }} /> : null}
              {course.description ? <Typography>{course.description}</Typography> : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
