import {
  WRONG_AXIS_ATTRIBUTES,
  checkGraph,
  gradeAnswer,
  isAutoGraded,
  parseGraphKey,
  readStepQuestions,
} from '../../../src/markup/questions';
import type {
  CourseReview,
  ReviewQuestion,
  UserAnswerReview,
} from '../../../src/api/schemas/review';
import type { AnswerMap, PlotState, Question, UserAnswer } from '../../../src/api/schemas/question';
import type { Db } from '../db/openDatabase';
import { parseJson } from '../db/json';
import { loadCourseDataset } from '../repos/courseDatasets';
import {
  ASSESSMENT_TYPE,
  isLessonCompleted,
  listSteps,
  type LessonRow,
  type StepRow,
} from '../repos/lessons';
import { findCourseResponse } from '../repos/stepResponses';
import type { UserRow } from '../repos/users';
import { keysReleased } from './answerKeys';

export { WRONG_AXIS_ATTRIBUTES };

function isPlotState(value: unknown): value is PlotState {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A graph answer's review: its graph type and whether its axes hold the right attributes: those
 * the key names once it is due, otherwise columns of the step's dataset at least.
 */
function graphReview(
  db: Db,
  step: StepRow,
  question: Question,
  answer: UserAnswer | undefined,
  released: boolean,
): UserAnswerReview {
  const state = isPlotState(answer?.userAnswer) ? answer.userAnswer : null;
  const graphType = state?.['graphType'] ?? state?.['plotType'];
  let dataConstruction: string | null = null;
  const graphKey =
    released && typeof question.answer === 'string' ? parseGraphKey(question.answer) : null;
  const check = state && graphKey ? checkGraph(graphKey, state) : null;
  if (check?.wrongAxes) dataConstruction = WRONG_AXIS_ATTRIBUTES;
  let studentFeedback: string | null = null;
  if (check?.correct) studentFeedback = 'Your graph shows what was asked for.';
  else if (check?.wrongType && graphKey?.type)
    studentFeedback = `A ${graphKey.type} graph was asked for.`;
  const dataset =
    step.course_dataset_id === null ? null : loadCourseDataset(db, step.course_dataset_id);
  if (state && dataset) {
    const axes = [state['xAttribute'], state['yAttribute']].filter((a) => typeof a === 'string');
    const known = new Set(dataset.dataset.column_ids);
    if (axes.some((attribute) => !known.has(attribute))) dataConstruction = WRONG_AXIS_ATTRIBUTES;
  }
  return {
    studentFeedback,
    dataConstruction,
    graphType: typeof graphType === 'string' ? graphType : null,
  };
}

function reviewQuestion(
  db: Db,
  step: StepRow,
  question: Question,
  answers: AnswerMap,
  released: boolean,
): ReviewQuestion {
  const answer = answers[question.questionId];
  const userAnswer = answer?.userAnswer ?? null;
  return {
    question: question.question,
    type: question.type,
    // Before the key is released even the verdict would give it away.
    isCorrect: released ? gradeAnswer(question.type, question.answer, userAnswer) : null,
    answer: released ? question.answer : null,
    userAnswer,
    options: question.options,
    userAnswerReview:
      question.type === 'graph' ? graphReview(db, step, question, answer, released) : null,
    preview: answer?.preview ?? null,
    solution: released ? question.solution : null,
  };
}

/** Whether a question counts towards the performance percentage. */
function countsTowardsPerformance(question: Question): boolean {
  return question.answer !== null && isAutoGraded(question.type);
}

/**
 * The completion page's data: every step's questions with the learner's answers, and the
 * share of auto-graded questions answered correctly (unanswered ones count as wrong). Keys and
 * verdicts only where released; an assessment's performance only once it is completed.
 */
export function buildCourseReview(
  db: Db,
  user: UserRow,
  courseId: number,
  lesson: LessonRow,
  enrollmentId: number,
): CourseReview {
  let graded = 0;
  let correct = 0;
  let allReleased = true;
  const answers = listSteps(db, lesson.id).map((step) => {
    const saved = findCourseResponse(db, enrollmentId, step.id);
    const map = parseJson<AnswerMap>(saved?.response, {});
    const released = keysReleased(db, user, lesson, step);
    allReleased &&= released;
    const response: Record<string, ReviewQuestion> = {};
    for (const question of readStepQuestions(step.content)) {
      response[question.questionId] = reviewQuestion(db, step, question, map, released);
      if (countsTowardsPerformance(question)) {
        graded += 1;
        if (
          gradeAnswer(question.type, question.answer, map[question.questionId]?.userAnswer) === true
        )
          correct += 1;
      }
    }
    return { lesson_step: step.id, order: step.step_order, response };
  });
  // A percentage over steps whose key is not due would tell, save by save, what is right.
  const open =
    !allReleased ||
    (lesson.lesson_type === ASSESSMENT_TYPE && !isLessonCompleted(db, user, lesson));
  return {
    course: courseId,
    lesson: lesson.id,
    performance: open || graded === 0 ? null : Math.round((correct / graded) * 100),
    answers,
  };
}
