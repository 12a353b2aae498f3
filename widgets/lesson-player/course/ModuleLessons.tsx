import { Text, tokens, type Course, type Module, type User } from '@courses/runtime';
import { ContentLabels } from './ContentLabels';
import { formatDuration } from '../shell/format';
import { lessonTypeName } from './lessonTypes';
import { lessonIntroPath } from './coursePaths';
import { lessonProgress, progressText } from './progress';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
import { RouteTextLink } from '../shell/RouteTextLink';

const SECTION = { marginTop: 24 };
const TITLE = { fontWeight: 600 };
const FACTS = { marginTop: 4 };
const DONE = { color: tokens.palette.success.dark };

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
  ensureLessonPlayerStyles();
  return (
    <section aria-labelledby={`module-${module.id}-lessons`} style={SECTION}>
      <Text id={`module-${module.id}-lessons`} component="h2" variant="h6">
        Lessons
      </Text>
      <ol className="courses-lesson-player-list">
        {module.lessons.map((lesson) => (
          <li
            key={lesson.id}
            data-testid="lesson-player.lesson-row"
            className="courses-lesson-player-row"
          >
            <Text component="p" variant="caption" tone="secondary">
              {lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr || course.is_tuva_jr)}
            </Text>
            <RouteTextLink
              to={lessonIntroPath(course.access_url, module.slug, lesson.slug)}
              style={TITLE}
            >
              {lesson.title}
            </RouteTextLink>
            <div className="courses-lesson-player-row-line" style={FACTS}>
              <Text component="span" variant="body2" tone="secondary">
                {formatDuration(lesson.duration)}
              </Text>
              <ContentLabels content={lesson} labels={lesson.labels} user={user} />
              {enrolled ? (
                <Text
                  component="span"
                  variant="body2"
                  {...(lesson.is_completed ? { style: DONE } : { tone: 'secondary' as const })}
                  data-testid="lesson-player.progress"
                >
                  {progressText(lessonProgress(lesson))}
                </Text>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
