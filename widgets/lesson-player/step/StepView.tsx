import { useMemo, useState } from 'react';
import {
  GENERIC_ERROR_MESSAGE,
  Loading,
  openedLazily,
  WaitsForCode,
  openFeedbackDialog,
  toast,
  usePageBusy,
} from '@courses/runtime';
import { MarkupView, useMarkup, type RenderQuestion } from '@courses/runtime/markup';
import { useRegisterExitSave } from '../shell/exitSave';
import type { StepViewProps } from './stepViewProps';
import { courseAnswerChannel } from './answerChannel';
import { stepStorageKey, useClearReviewAnswersOnUnload } from './answerStorage';
import {
  correctnessOf,
  gradeLocally,
  isAnswered,
  isCheckable,
  type Correctness,
} from './answerValues';
import { AnswerKeyPanel } from './AnswerKeyPanel';
import { describeCheck } from './checkSummary';
import { LiveQuestion } from './LiveQuestion';
import { LABELS, TEACHER_REVIEW_DELAY_MS } from './messages';
import { QuestionFormContext } from './questionFormContext';
import { withReleasedKey } from './releasedKey';
import { StepFooter, type NextLabel } from './StepFooter';
import { completeLesson } from './completeLesson';
import { useStepAnswers } from './useStepAnswers';
import { useMathWarmUp } from './useMathWarmUp';
import { useDataToolLink } from './dataToolLink';
import { useStepForm } from './useStepForm';
import { ensureStepStyles } from './stepStyles';

// Loaded when a learner first submits an assessment.
const SubmitDialog = openedLazily(() => import('./SubmitDialog').then((m) => m.SubmitDialog));

const renderQuestion: RenderQuestion = (props) => <LiveQuestion {...props} />;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The right pane of a step: its content, live questions, and the footer (spec sections 2, 4, 5). */
export function StepView(props: StepViewProps) {
  // A new step (or enrolling, or switching review mode) starts afresh: answers loaded again,
  // validation off, nothing revealed and no dialog.
  const key = `${props.step.id}:${props.enrollId}:${props.teacherReview}`;
  // The code of the content's constructs is loaded with the view's and the next step's ahead
  // (stepPrefetch.ts); should a step still wait for it, the wait and a failed download are
  // shown in the step's place.
  return (
    <WaitsForCode key={key}>
      <StepBody {...props} />
    </WaitsForCode>
  );
}

function StepBody(props: StepViewProps) {
  const { lesson, step, stepIndex, stepCount, user, enrollId, teacherReview } = props;
  const document = useMarkup(step.content);
  const { questions } = document;
  const standalone = props.channel !== undefined;
  const [channel] = useState(() => props.channel ?? courseAnswerChannel(enrollId));
  const sendsAnswers = (standalone || enrollId > 0) && user !== null && !teacherReview;
  const storageKey = stepStorageKey(step.id, channel.scope, teacherReview);
  const answers = useStepAnswers({
    stepId: step.id,
    channel,
    questions,
    sendsAnswers,
    storageKey,
  });
  const { saved, values } = answers;
  // Until the reader can answer, heavy work that can wait (MathJax's start) does.
  usePageBusy(answers.loading);
  useMathWarmUp(lesson.steps, !answers.loading);
  useClearReviewAnswersOnUnload();
  const dataTool = useDataToolLink();

  const [reviewCorrectness, setReviewCorrectness] = useState<Correctness | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Moving on in teacher review waits a moment (spec section 4); the buttons wait with it.
  const [delaying, setDelaying] = useState(false);
  // The server holds the step as final (checked in another tab): nothing can change it here.
  const [finalElsewhere, setFinalElsewhere] = useState(false);
  // What a check found, for the polite live region.
  const [announcement, setAnnouncement] = useState('');
  const answerKey = useMemo(
    () => withReleasedKey(document.answerKey, saved?.answer_key),
    [document.answerKey, saved?.answer_key],
  );

  const isAssessment = lesson.lesson_type === 'taskassessment';
  // Teacher-only parts of the step; students never get them, teachers can hide them.
  const teacherParts = user?.type === 'teacher' && !props.studentView;
  const submitted = saved?.submitted ?? false;
  // A submitted assessment is final at once, on every step (spec section 4).
  const assessmentFinal = isAssessment && lesson.is_completed;
  const readOnly = submitted || finalElsewhere || reviewCorrectness !== null || assessmentFinal;
  // No solution of an open assessment is offered to a learner, whatever the markup holds.
  const showSolutions = !isAssessment || assessmentFinal || teacherReview;
  // Assessments are graded on the review page, not step by step.
  const correctness =
    reviewCorrectness ??
    (submitted && !isAssessment && saved ? correctnessOf(saved.response) : null);

  const nextLabel: NextLabel = useMemo(() => {
    if (readOnly) return LABELS.next;
    const lastStep = stepIndex === stepCount - 1;
    if (isAssessment) return lastStep && sendsAnswers ? LABELS.submit : LABELS.next;
    const canCheck = sendsAnswers || teacherReview;
    return canCheck && questions.some(isCheckable) ? LABELS.check : LABELS.next;
  }, [readOnly, stepIndex, stepCount, isAssessment, sendsAnswers, teacherReview, questions]);

  const { form, validate } = useStepForm({
    questions,
    values,
    setValue: answers.setValue,
    readOnly,
    disabled: readOnly || answers.loading || answers.saving,
    correctness,
    answerKey,
    showSolutions,
    hasDataTool: dataTool.available,
  });

  /** Moves on: at once for learners, after the review delay for a teacher. */
  async function move(go: () => void) {
    if (teacherReview) {
      setDelaying(true);
      await wait(TEACHER_REVIEW_DELAY_MS);
      setDelaying(false);
    }
    go();
  }

  /** Sends the answers; tells the course when the step counts as answered for the first time. */
  async function send(flags: { attempt: boolean; submitted: boolean }) {
    const firstAttempt = !(saved?.attempt ?? false);
    const outcome = await answers.save(flags);
    if (outcome.ok) {
      if (firstAttempt && outcome.saved.attempt) props.onAttempted?.();
      return outcome.saved;
    }
    // The server says the assessment is submitted (another tab, an earlier visit): final here too.
    if (outcome.assessmentFinal) props.onCompleted();
    else if (outcome.final) setFinalElsewhere(true);
    return null;
  }

  async function save(flags: { attempt: boolean; submitted: boolean }): Promise<boolean> {
    return (await send(flags)) !== null;
  }

  async function handleNext() {
    // Visitors of the course and finished steps just move on.
    if (readOnly || (!sendsAnswers && !teacherReview)) return move(props.onNext);
    if (!validate()) return;
    if (nextLabel === LABELS.submit) return setConfirming(true);
    if (teacherReview) {
      // Nothing is sent: a teacher's check is graded here and the step becomes read-only.
      if (nextLabel === LABELS.check) {
        const graded = gradeLocally(questions, values, answerKey);
        setReviewCorrectness(graded);
        setAnnouncement(describeCheck(questions, graded));
      } else await move(props.onNext);
      return;
    }
    const checking = nextLabel === LABELS.check;
    const result = await send({ attempt: true, submitted: checking });
    if (!result) return;
    // Focus stays on this button (now Next); the result is read out politely.
    if (checking) setAnnouncement(describeCheck(questions, correctnessOf(result.response)));
    else props.onNext();
  }

  async function handlePrevious() {
    const hasAnswers = Object.values(values).some(isAnswered);
    // A failed save keeps the answers in session storage, so going back loses nothing.
    if (sendsAnswers && !readOnly && hasAnswers) {
      await save({ attempt: saved?.attempt ?? false, submitted: false });
    }
    await move(props.onPrevious);
  }

  // Exit saves the step on screen first (spec section 4): learners only, never a teacher.
  const savesOnExit = sendsAnswers && !readOnly && user?.type !== 'teacher';
  useRegisterExitSave(
    savesOnExit
      ? async () => {
          if (!Object.values(values).some(isAnswered)) return true;
          return save({ attempt: saved?.attempt ?? false, submitted: false });
        }
      : null,
  );

  async function confirmSubmit() {
    const sent = await save({ attempt: true, submitted: true });
    setConfirming(false);
    if (!sent) return;
    if (!(await completeLesson(lesson.id))) {
      // The answers are in, but the assessment is not closed yet: Submit stays to try again.
      toast(GENERIC_ERROR_MESSAGE, 'error');
      return;
    }
    // Final from now on: every step of it turns read-only on this page at once.
    props.onCompleted();
    props.onFinished();
  }

  ensureStepStyles();
  return (
    <div data-testid="lesson-player.step" className="courses-step">
      {/* Over the step's corner, taking no room: in the flow, its going would move every
          question up under the reader's pointer just as the inputs turn usable. */}
      {answers.loading ? (
        <div className="courses-step-loading">
          <Loading />
        </div>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        className="courses-step-status"
        data-testid="step.announcement"
      >
        {announcement}
      </div>
      <QuestionFormContext.Provider value={form}>
        <MarkupView
          document={document}
          renderQuestion={renderQuestion}
          idPrefix={`step-${step.id}`}
          showDiagnostics={false}
        />
      </QuestionFormContext.Provider>
      {teacherParts ? <AnswerKeyPanel questions={questions} answerKey={answerKey} /> : null}
      <StepFooter
        nextLabel={nextLabel}
        busy={answers.loading || answers.saving || delaying}
        showEnroll={enrollId === 0 && !teacherReview && !standalone}
        showFeedback={teacherParts}
        onPrevious={() => void handlePrevious()}
        onNext={() => void handleNext()}
        onEnroll={props.onEnroll}
        onFeedback={() =>
          openFeedbackDialog({
            title: lesson.title,
            content: step.content,
            left_content: step.left_content,
          })
        }
      />
      <SubmitDialog
        open={confirming}
        onConfirm={() => void confirmSubmit()}
        onReturn={() => setConfirming(false)}
      />
    </div>
  );
}
