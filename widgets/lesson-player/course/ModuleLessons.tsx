import { Link as RouterLink } from '../router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Course, Module, User } from '@courses/runtime';
import { ContentLabels } from './ContentLabels';
import { formatDuration } from '../shell/format';
import { lessonTypeName } from './lessonTypes';
import { lessonIntroPath } from './coursePaths';
import { lessonProgress, progressText } from './progress';

/** The module's lessons: type (Jr. for junior content), duration, lock and ELD labels, progress. */
export function ModuleLessons({
  course,
  module,
  user,
}: {
  course: Course;
  module: Module;
  user: User | null;
}) {
  if (module.lessons.length === 0) return null;
  const enrolled = course.enroll_id > 0;
  return (
    <Box component="section" aria-labelledby={`module-${module.id}-lessons`} sx={{ mt: 3 }}>
      <Typography id={`module-${module.id}-lessons`} component="h2" variant="h6">
        Lessons
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {module.lessons.map((lesson) => (
          <Box
            component="li"
            key={lesson.id}
            data-testid="lesson-player.lesson-row"
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography component="p" variant="caption" color="text.secondary">
              {lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr || course.is_tuva_jr)}
            </Typography>
            <Link
              component={RouterLink}
              to={lessonIntroPath(course.access_url, module.slug, lesson.slug)}
              sx={{ fontWeight: 600 }}
            >
              {lesson.title}
            </Link>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {formatDuration(lesson.duration)}
              </Typography>
              <ContentLabels content={lesson} labels={lesson.labels} user={user} />
              {enrolled ? (
                <Typography
                  component="span"
                  variant="body2"
                  color={lesson.is_completed ? 'success.dark' : 'text.secondary'}
                  data-testid="lesson-player.progress"
                >
                  {progressText(lessonProgress(lesson))}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
