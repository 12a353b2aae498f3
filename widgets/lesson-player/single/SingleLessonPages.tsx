import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from '../router';
import { GENERIC_ERROR_MESSAGE, toast, type Course } from '@courses/runtime';
import { canUse, isTeacherReview } from '../course/access';
import { LeftPane, hasWideLeft } from '../lesson/LeftPane';
import { stepOfRoute } from '../course/navigation';
import { PremiumNotice } from '../course/PremiumNotice';
import { SplitPanes } from '../shell/SplitPanes';
import { StepHeading } from '../lesson/StepHeading';
import { StepView } from '../step/StepView';
import { ReviewPage } from '../step/ReviewPage';
import { completeLesson } from '../step/completeLesson';
import { buildLocalReview } from '../step/localReview';
import { fetchUserLessonReview } from '../step/userLessonReview';
import { singlePaths, useSingleLesson } from './singleLessonContext';
import { MissingStep } from '../lesson/MissingStep';
import { usePrefetchStep } from '../lesson/stepPrefetch';
import { ViewHeading } from '../shell/viewHeading';
import { shownLazily } from '../shell/shownLazily';
import { RouteTextLink } from '../shell/RouteTextLink';

const PADDED = { padding: 16 };
const LINKS = { display: 'flex', gap: 16, marginTop: 16 };

const LessonIntroView = shownLazily(() =>
  import('../lesson/LessonIntro').then((m) => m.LessonIntroView),
);

/** intro/: the lesson's intro; Next opens its first step. */
export function SingleLessonIntro() {
  const shown = useSingleLesson();
  const { lesson, user } = shown;
  const navigate = useNavigate();
  return (
    <LessonIntroView
      shown={shown}
      user={user}
      pageTitle={lesson.title}
      junior={lesson.is_tuva_jr}
      reviewTo={singlePaths.review}
      onStart={(first) => void navigate(singlePaths.step(first.id))}
    />
  );
}

/**
 * The step view needs a course only for its type; a lesson outside a course has none, so it
 * gets an empty one that is never enrolled in (answers go to the user lesson instead).
 */
const NO_COURSE: Course = {
  id: 0,
  name: '',
  access_url: '',
  description: '',
  is_premium: false,
  is_tuva_jr: false,
  enroll_id: 0,
  starting_step: null,
  modules: [],
};

/** {stepId}/: one step; after the last one the lesson is completed and its review shown. */
export function SingleLessonStep() {
  const { lesson, user, channel, markCompleted } = useSingleLesson();
  const { stepId } = useParams();
  const navigate = useNavigate();
  const [studentView, setStudentView] = useState(false);
  const { steps, stepIndex, step } = stepOfRoute(lesson, stepId);
  const allowed = canUse(lesson, user);
  usePrefetchStep(steps[stepIndex + 1], allowed);
  if (!step) return <MissingStep />;

  const teacherReview = isTeacherReview(lesson, user);
  const previous = steps[stepIndex - 1];
  const next = steps[stepIndex + 1];

  async function finish() {
    // Teachers and visitors leave no record; a learner's lesson is marked completed.
    if (user && user.type !== 'teacher') {
      markCompleted();
      if (!(await completeLesson(lesson.id))) toast(GENERIC_ERROR_MESSAGE, 'error');
    }
    void navigate(singlePaths.review);
  }

  return (
    <SplitPanes
      // Premium content stays out of both panes for a user without the subscription.
      left={allowed ? <LeftPane step={step} lessonId={lesson.id} /> : null}
      wide={allowed && hasWideLeft(step)}
    >
      <StepHeading
        title={lesson.title}
        pageContext={lesson.title}
        steps={steps}
        stepIndex={stepIndex}
        onSelect={(target) => void navigate(singlePaths.step(target.id))}
        user={user}
        studentView={studentView}
        onStudentViewChange={setStudentView}
      />
      {!allowed ? (
        <PremiumNotice user={user} junior={lesson.is_tuva_jr} />
      ) : (
        <StepView
          course={NO_COURSE}
          lesson={lesson}
          step={step}
          stepIndex={stepIndex}
          stepCount={steps.length}
          user={user}
          enrollId={0}
          channel={channel}
          teacherReview={teacherReview}
          studentView={studentView}
          onPrevious={() =>
            void navigate(previous ? singlePaths.step(previous.id) : singlePaths.intro)
          }
          onNext={() => (next ? void navigate(singlePaths.step(next.id)) : void finish())}
          onFinished={() => void navigate(singlePaths.review)}
          onCompleted={markCompleted}
          onEnroll={() => {}}
        />
      )}
    </SplitPanes>
  );
}

/** review/: the learner's answers against the key, with the performance percentage. */
export function SingleLessonReview() {
  const { lesson, user } = useSingleLesson();
  // A teacher's review was never sent: its page is built from this tab's answers.
  const teacherReview = isTeacherReview(lesson, user);
  const load = useCallback(
    async (signal: AbortSignal) =>
      teacherReview ? buildLocalReview(lesson) : fetchUserLessonReview(lesson, signal),
    [lesson, teacherReview],
  );
  return (
    <div style={PADDED}>
      <ViewHeading pageTitle={`Review – ${lesson.title}`}>{lesson.title}</ViewHeading>
      <ReviewPage lesson={lesson} user={user} load={load} />
      <div style={LINKS}>
        <RouteTextLink to={singlePaths.intro}>Back to the lesson</RouteTextLink>
      </div>
    </div>
  );
}

/** The base path itself opens the intro. */
export function ToSingleIntro() {
  return <Navigate to={singlePaths.intro} replace />;
}
