import { Link as RouterLink, useNavigate } from '../router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { GuardedButton, type LessonStep, type User } from '@courses/runtime';
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="overline" component="p">
          {lessonTypeName(lesson.lesson_type, junior)}
        </Typography>
        <ContentLabels content={lesson} labels={lesson.labels} user={user} />
      </Box>
      <ViewHeading pageTitle={props.pageTitle}>{lesson.title}</ViewHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`Duration: ${formatDuration(lesson.duration)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Last updated: ${formatDate(lesson.modified)}`}
        </Typography>
        {lesson.is_completed ? <Chip label="Completed" color="success" size="small" /> : null}
        {user ? (
          <BookmarkButton
            lessonId={lesson.id}
            bookmarkId={shown.bookmarkId}
            onChange={shown.setBookmarkId}
          />
        ) : null}
        <ShareButton lesson={lesson} user={user} junior={junior} />
        <AssignButton lesson={lesson} />
      </Box>
      {completedAssessment ? (
        <Typography sx={{ my: 1 }}>
          <Link component={RouterLink} to={reviewTo}>
            Click here to Review
          </Link>
        </Typography>
      ) : null}
      {lesson.introduction ? (
        <MarkupContent source={lesson.introduction} idPrefix={`lesson-${lesson.id}-intro`} />
      ) : lesson.description ? (
        <Typography sx={{ my: 2 }}>{lesson.description}</Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>
        {!canUse(lesson, user) ? (
          <PremiumNotice user={user} junior={junior} />
        ) : first ? (
          <GuardedButton variant="contained" onClick={() => onStart(first)}>
            Next
          </GuardedButton>
        ) : (
          <Typography>This lesson has no steps yet.</Typography>
        )}
      </Box>
    </SplitPanes>
  );
}
