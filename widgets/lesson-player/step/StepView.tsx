import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { GENERIC_ERROR_MESSAGE, Loading, openFeedbackDialog, toast } from '@courses/runtime';
import { MarkupView, useMarkup, type RenderQuestion } from '@courses/runtime/markup';
import { useRegisterExitSave } from '../exitSave';
import type { StepViewProps } from '../stepContract';
import { courseAnswerChannel } from './answerChannel';
import { stepStorageKey, useClearReviewAnswersOnUnload } from './answerStorage';
import {
  correctnessOf,
  firstMissing,
  gradeLocally,
  isAnswered,
  isCheckable,
  isRequired,
  type Correctness,
} from './answerValues';
import { AnswerKeyPanel } from './AnswerKeyPanel';
import { LiveQuestion } from './LiveQuestion';
import { LABELS } from './messages';
import { QuestionFormContext, type QuestionForm } from './questionFormContext';
import { StepFooter, type NextLabel } from './StepFooter';
import { SubmitDialog } from './SubmitDialog';
import { completeLesson } from './stepSaving';
import { useStepAnswers } from './useStepAnswers';

const renderQuestion: RenderQuestion = (props) => <LiveQuestion {...props} />;

/** The right pane of a step: its content, live questions, and the footer (spec sections 2, 4, 5). */
export function StepView(props: StepViewProps) {
  // A new step (or enrolling, or switching review mode) starts afresh: answers loaded again,
  // validation off, nothing revealed and no dialog.
  const key = `${props.step.id}:${props.enrollId}:${props.teacherReview}`;
  return <StepBody key={key} {...props} />;
}

function StepBody(props: StepViewProps) {
  const { lesson, step, stepIndex, stepCount, user, enrollId, teacherReview } = props;
  const document = useMarkup(step.content);
  const { questions, answerKey } = document;
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
  useClearReviewAnswersOnUnload();

  const [validating, setValidating] = useState(false);
  const [reviewCorrectness, setReviewCorrectness] = useState<Correctness | null>(null);
  const [confirming, setConfirming] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const isAssessment = lesson.lesson_type === 'taskassessment';
  // Teacher-only parts of the step; students never get them, teachers can hide them.
  const teacherParts = user?.type === 'teacher' && !props.studentView;
  const submitted = saved?.submitted ?? false;
  const readOnly = submitted || reviewCorrectness !== null || (isAssessment && lesson.is_completed);
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

  const missing = useMemo(() => {
    if (!validating || readOnly) return new Set<string>();
    return new Set(
      questions
        .filter((question) => isRequired(question) && !isAnswered(values[question.questionId]))
        .map((question) => question.questionId),
    );
  }, [validating, readOnly, questions, values]);

  const register = useCallback((questionId: string, element: HTMLElement | null) => {
    if (element) elements.current.set(questionId, element);
    else elements.current.delete(questionId);
  }, []);

  const form: QuestionForm = useMemo(
    () => ({
      values,
      setValue: answers.setValue,
      disabled: readOnly || answers.loading || answers.saving,
      missing,
      correctness,
      answerKey,
      register,
    }),
    [
      values,
      answers.setValue,
      readOnly,
      answers.loading,
      answers.saving,
      missing,
      correctness,
      answerKey,
      register,
    ],
  );

  /** Switches validation on; focuses the first unanswered question. */
  function validate(): boolean {
    setValidating(true);
    const first = firstMissing(questions, values);
    if (!first) return true;
    const container = elements.current.get(first.questionId);
    container?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
    return false;
  }

  async function handleNext() {
    // Visitors of the course and finished steps just move on.
    if (readOnly || (!sendsAnswers && !teacherReview)) return props.onNext();
    if (!validate()) return;
    if (nextLabel === LABELS.submit) return setConfirming(true);
    if (teacherReview) {
      // Nothing is sent: a teacher's check is graded here and the step becomes read-only.
      if (nextLabel === LABELS.check)
        setReviewCorrectness(gradeLocally(questions, values, answerKey));
      else props.onNext();
      return;
    }
    const checking = nextLabel === LABELS.check;
    const result = await answers.save({ attempt: true, submitted: checking });
    if (result && !checking) props.onNext();
  }

  async function handlePrevious() {
    const hasAnswers = Object.values(values).some(isAnswered);
    // A failed save keeps the answers in session storage, so going back loses nothing.
    if (sendsAnswers && !readOnly && hasAnswers) {
      await answers.save({ attempt: saved?.attempt ?? false, submitted: false });
    }
    props.onPrevious();
  }

  // Exit saves the step on screen first (spec section 4): learners only, never a teacher.
  const savesOnExit = sendsAnswers && !readOnly && user?.type !== 'teacher';
  useRegisterExitSave(
    savesOnExit
      ? async () => {
          if (!Object.values(values).some(isAnswered)) return true;
          const result = await answers.save({ attempt: saved?.attempt ?? false, submitted: false });
          return result !== undefined;
        }
      : null,
  );

  async function confirmSubmit() {
    const result = await answers.save({ attempt: true, submitted: true });
    setConfirming(false);
    if (!result) return;
    if (!(await completeLesson(lesson.id))) toast(GENERIC_ERROR_MESSAGE, 'error');
    props.onFinished();
  }

  return (
    <Box data-testid="lesson-player.step">
      {answers.loading ? <Loading /> : null}
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
        busy={answers.loading || answers.saving}
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
    </Box>
  );
}
