import { useParams } from '../router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MarkupContent } from '@courses/runtime/markup';
import { useCourseState } from './courseContext';
import { EnrollOrNext } from './EnrollOrNext';
import { formatDuration } from '../shell/format';
import { lessonIntroPath } from './coursePaths';
import { ModuleLessons } from './ModuleLessons';
import { moduleProgress, progressText } from './progress';
import { NotFound } from '../shell/NotFound';
import { SplitPanes } from '../shell/SplitPanes';
import { ViewHeading } from '../shell/viewHeading';

/** /{course}/{module}/: title, duration, description, left-hand intro, Enroll or Next. */
export function ModuleIntro() {
  const { course, user } = useCourseState();
  const { moduleSlug } = useParams();
  const module = course.modules.find((m) => m.slug === moduleSlug);
  if (!module) return <NotFound what="module" />;
  const firstLesson = module.lessons[0];
  const next = firstLesson
    ? lessonIntroPath(course.access_url, module.slug, firstLesson.slug)
    : undefined;
  return (
    <SplitPanes
      left={
        module.introduction_left ? (
          <MarkupContent source={module.introduction_left} idPrefix={`module-${module.id}-left`} />
        ) : null
      }
      wide={Boolean(module.introduction_left)}
    >
      <ViewHeading pageTitle={`${module.title} – ${course.name}`}>{module.title}</ViewHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`Duration: ${formatDuration(module.duration)}`}
        {course.enroll_id > 0 ? (
          <Box component="span" data-testid="lesson-player.module-progress" sx={{ ml: 2 }}>
            {`Progress: ${progressText(moduleProgress(course, module))}`}
          </Box>
        ) : null}
      </Typography>
      {module.description ? (
        <MarkupContent source={module.description} idPrefix={`module-${module.id}`} />
      ) : null}
      <ModuleLessons course={course} module={module} user={user} />
      <Box sx={{ mt: 3 }}>
        <EnrollOrNext next={next} />
      </Box>
    </SplitPanes>
  );
}
