import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from '../router';
import { GENERIC_ERROR_MESSAGE, toast } from '@courses/runtime';
import { canUse, isTeacherReview } from '../course/access';
import { useCourseState } from '../course/courseContext';
import { LeftPane, hasWideLeft } from './LeftPane';
import { useLessonState } from './lessonContext';
import { nextTarget, previousTarget, stepOfRoute, type StepPosition } from '../course/navigation';
import { reviewPath, stepPath } from '../course/coursePaths';
import { PremiumNotice } from '../course/PremiumNotice';
import { SplitPanes } from '../shell/SplitPanes';
import { StepHeading } from './StepHeading';
import { StepView } from '../step/StepView';

export { withStepMarkup } from '../step/withStepMarkup';
import { MissingStep } from './MissingStep';
import { completeLesson } from '../step/completeLesson';
import { DataToolLinkContext, capturePlot, type DataToolLink } from '../step/dataToolLink';
import { useDataEnvironment } from './dataEnvironment';
import { usePrefetchAnswers, usePrefetchStep } from './stepPrefetch';

/** /{course}/{module}/{lesson}/{stepId}/: the step layout with its two panes. */
export function StepPage() {
  const { course, user, enroll, premiumBlocked, markStepAttempted } = useCourseState();
  const { lesson, moduleSlug, markCompleted } = useLessonState();
  const { stepId } = useParams();
  const navigate = useNavigate();
  const [premiumPrompt, setPremiumPrompt] = useState(false);
  // Kept while moving between steps: the route element stays mounted.
  const [studentView, setStudentView] = useState(false);
  const leftPane = useRef<HTMLDivElement>(null);
  const { steps, stepIndex, step } = stepOfRoute(lesson, stepId);
  const dataEnvironment = useDataEnvironment(step);
  const teacherReview = isTeacherReview(lesson, user);
  const allowed = canUse(lesson, user);
  const learner = user !== null && user.type !== 'teacher' && course.enroll_id > 0;
  const stepKey = step?.id ?? 0;
  const hasTool = Boolean(step && (step.dataplot?.course_dataset || step.has_simulation));
  // Graph questions save the plot of the data tool beside them; a learner's image is uploaded.
  const dataTool: DataToolLink = useMemo(
    () => ({
      available: allowed && hasTool,
      capture: () => capturePlot(leftPane.current),
      uploadIds: learner && !teacherReview ? { a: course.enroll_id, b: stepKey } : null,
    }),
    [allowed, hasTool, learner, teacherReview, course.enroll_id, stepKey],
  );
  usePrefetchStep(steps[stepIndex + 1], allowed);
  // As the step view decides whether it sends answers (and so loads the saved ones).
  usePrefetchAnswers(
    course.enroll_id,
    steps[stepIndex + 1]?.id,
    allowed && user !== null && !teacherReview,
  );
  if (!step) return <MissingStep />;

  const position: StepPosition = {
    course,
    moduleSlug,
    lessonSlug: lesson.slug,
    steps,
    stepIndex,
    isAssessment: lesson.is_assessment,
  };
  const junior = lesson.is_tuva_jr || course.is_tuva_jr;

  /**
   * Next from the last step of a lesson that is not an assessment finishes it (spec section 4):
   * marked on the page at once and kept on the server, for learners only (never a teacher).
   */
  function finishIfLast() {
    if (!learner || lesson.is_assessment || lesson.is_completed) return;
    if (stepIndex !== steps.length - 1) return;
    markCompleted();
    void completeLesson(lesson.id).then((done) => {
      if (!done) toast(GENERIC_ERROR_MESSAGE, 'error');
    });
  }

  return (
    <SplitPanes
      left={
        // Premium content stays out of both panes for a user without the subscription.
        allowed ? (
          <div
            ref={(element: HTMLDivElement | null) => {
              leftPane.current = element;
              const untrack = dataEnvironment.track(element);
              return () => {
                untrack?.();
                leftPane.current = null;
              };
            }}
          >
            <LeftPane
              step={step}
              lessonId={lesson.id}
              captureIds={course.enroll_id ? { a: course.enroll_id, b: step.id } : undefined}
              carried={dataEnvironment.carried}
            />
          </div>
        ) : null
      }
      wide={allowed && hasWideLeft(step)}
    >
      <StepHeading
        title={lesson.title}
        pageContext={`${lesson.title} – ${course.name}`}
        steps={steps}
        stepIndex={stepIndex}
        onSelect={(target) =>
          void navigate(stepPath(course.access_url, moduleSlug, lesson.slug, target.id))
        }
        user={user}
        studentView={studentView}
        onStudentViewChange={setStudentView}
      />
      {!allowed ? (
        <PremiumNotice user={user} junior={junior} />
      ) : (
        <>
          {premiumPrompt && premiumBlocked ? <PremiumNotice user={user} junior={junior} /> : null}
          <DataToolLinkContext.Provider value={dataTool}>
            <StepView
              key={step.id}
              course={course}
              lesson={lesson}
              step={step}
              stepIndex={stepIndex}
              stepCount={steps.length}
              user={user}
              enrollId={course.enroll_id}
              teacherReview={teacherReview}
              studentView={studentView}
              onPrevious={() => void navigate(previousTarget(position))}
              onNext={() => {
                finishIfLast();
                void navigate(nextTarget(position));
              }}
              onFinished={() =>
                void navigate(reviewPath(course.access_url, moduleSlug, lesson.slug))
              }
              onCompleted={markCompleted}
              onAttempted={() => markStepAttempted(lesson.id)}
              onEnroll={() => {
                if (premiumBlocked) setPremiumPrompt(true);
                else void enroll();
              }}
            />
          </DataToolLinkContext.Provider>
        </>
      )}
    </SplitPanes>
  );
}
