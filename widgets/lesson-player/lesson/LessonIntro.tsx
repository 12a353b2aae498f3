import { useNavigate } from '../router';
import { Chip, GuardedButton, Text, tokens, type LessonStep, type User } from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';
import { canUse } from '../course/access';
import { useCourseState } from '../course/courseContext';
import { AssignButton } from '../assign/AssignButton';
import { BookmarkButton } from './BookmarkButton';
import { ContentLabels } from '../course/ContentLabels';
import { formatDate, formatDuration } from '../shell/format';
import { useLessonState, type ShownLesson } from './lessonContext';
import { lessonTypeName } from '../course/lessonTypes';
import { sortedSteps } from '../course/navigation';
import { reviewPath, stepPath } from '../course/coursePaths';
import { PremiumNotice } from '../course/PremiumNotice';
import { ShareButton } from './ShareButton';
import { SplitPanes } from '../shell/SplitPanes';
import { ViewHeading } from '../shell/viewHeading';
import { RouteTextLink } from '../shell/RouteTextLink';

const KIND = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
const FACTS = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  margin: '8px 0',
} as const;
const NOTE = { margin: '8px 0' };
const DESCRIPTION = { margin: '16px 0' };
const ACTIONS = { marginTop: 24 };
const COMPLETED = {
  color: tokens.palette.success.contrastText,
  backgroundColor: tokens.palette.success.main,
};

/** /{course}/{module}/{lesson}/intro/: duration, last update, Completed, review link, start. */
export function LessonIntro() {
  const { course, user } = useCourseState();
  const shown = useLessonState();
  const { lesson, moduleSlug } = shown;
  const navigate = useNavigate();
  return (
    <LessonIntroView
      shown={shown}
      user={user}
      pageTitle={`${lesson.title} – ${course.name}`}
      junior={lesson.is_tuva_jr || course.is_tuva_jr}
      reviewTo={reviewPath(course.access_url, moduleSlug, lesson.slug)}
      onStart={(first) =>
        void navigate(stepPath(course.access_url, moduleSlug, lesson.slug, first.id))
      }
    />
  );
}

interface LessonIntroViewProps {
  /** The lesson and the user's bookmark of it, toggled here for a logged-in user. */
  shown: Pick<ShownLesson, 'lesson' | 'bookmarkId' | 'setBookmarkId'>;
  user: User | null;
  junior: boolean;
  /** The review page, linked for a completed assessment. */
  reviewTo: string;
  onStart: (first: LessonStep) => void;
  /** The view's name in the window title. */
  pageTitle: string;
}

/** A lesson's intro, in a course or played alone. */
export function LessonIntroView(props: LessonIntroViewProps) {
  const { shown, user, junior, reviewTo, onStart } = props;
  const { lesson } = shown;
  const first = sortedSteps(lesson)[0];
  const completedAssessment = lesson.is_completed && lesson.is_assessment;
  return (
    <SplitPanes
      left={
        lesson.introduction_left ? (
          <MarkupContent source={lesson.introduction_left} idPrefix={`lesson-${lesson.id}-left`} />
        ) : null
      }
      wide={Boolean(lesson.introduction_left)}
    >
      <div style={KIND}>
        <Text variant="overline" component="p">
          {lessonTypeName(lesson.lesson_type, junior)}
        </Text>
        <ContentLabels content={lesson} labels={lesson.labels} user={user} />
      </div>
      <ViewHeading pageTitle={props.pageTitle}>{lesson.title}</ViewHeading>
      <div style={FACTS}>
        <Text variant="body2" tone="secondary">
          {`Duration: ${formatDuration(lesson.duration)}`}
        </Text>
        <Text variant="body2" tone="secondary">
          {`Last updated: ${formatDate(lesson.modified)}`}
        </Text>
        {lesson.is_completed ? <Chip label="Completed" size="small" style={COMPLETED} /> : null}
        {user ? (
          <BookmarkButton
            lessonId={lesson.id}
            bookmarkId={shown.bookmarkId}
            onChange={shown.setBookmarkId}
          />
        ) : null}
        <ShareButton lesson={lesson} user={user} junior={junior} />
        <AssignButton lesson={lesson} />
      </div>
      {completedAssessment ? (
        <Text style={NOTE}>
          <RouteTextLink to={reviewTo}>Click here to Review</RouteTextLink>
        </Text>
      ) : null}
      {lesson.introduction ? (
        <MarkupContent source={lesson.introduction} idPrefix={`lesson-${lesson.id}-intro`} />
      ) : lesson.description ? (
        <Text style={DESCRIPTION}>{lesson.description}</Text>
      ) : null}
      <div style={ACTIONS}>
        {!canUse(lesson, user) ? (
          <PremiumNotice user={user} junior={junior} />
        ) : first ? (
          <GuardedButton variant="contained" onClick={() => onStart(first)}>
            Next
          </GuardedButton>
        ) : (
          <Text>This lesson has no steps yet.</Text>
        )}
      </div>
    </SplitPanes>
  );
}
