import { useParams } from '../router';
import { Text } from '@courses/runtime';
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

const FACTS = { marginBottom: 16 };
const PROGRESS = { marginLeft: 16 };
const ACTIONS = { marginTop: 24 };

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
      <Text variant="body2" tone="secondary" style={FACTS}>
        {`Duration: ${formatDuration(module.duration)}`}
        {course.enroll_id > 0 ? (
          <span data-testid="lesson-player.module-progress" style={PROGRESS}>
            {`Progress: ${progressText(moduleProgress(course, module))}`}
          </span>
        ) : null}
      </Text>
      {module.description ? (
        <MarkupContent source={module.description} idPrefix={`module-${module.id}`} />
      ) : null}
      <ModuleLessons course={course} module={module} user={user} />
      <div style={ACTIONS}>
        <EnrollOrNext next={next} />
      </div>
    </SplitPanes>
  );
}
