import type {
  CourseReview,
  ReviewQuestion,
  UserAnswerReview,
} from '../../../src/api/schemas/review';
import type { AnswerMap, PlotState, Question, UserAnswer } from '../../../src/api/schemas/question';
import type { Db } from '../db/openDatabase';
import { parseJson } from '../db/json';
import { gradeAnswer } from '../markup/grade';
import { parseQuestions } from '../markup/parseQuestions';
import { loadCourseDataset } from '../repos/courseDatasets';
import { listSteps, type LessonRow, type StepRow } from '../repos/lessons';
import { findCourseResponse } from '../repos/stepResponses';

export const WRONG_AXIS_ATTRIBUTES = 'Wrong attributes on axis';

function isPlotState(value: unknown): value is PlotState {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A graph answer's review: its graph type and whether its axes use the step's columns. */
function graphReview(db: Db, step: StepRow, answer: UserAnswer | undefined): UserAnswerReview {
  const state = isPlotState(answer?.userAnswer) ? answer.userAnswer : null;
  const graphType = state?.['graphType'] ?? state?.['plotType'];
  let dataConstruction: string | null = null;
  const dataset =
    step.course_dataset_id === null ? null : loadCourseDataset(db, step.course_dataset_id);
  if (state && dataset) {
    const axes = [state['xAttribute'], state['yAttribute']].filter((a) => typeof a === 'string');
    const known = new Set(dataset.dataset.column_ids);
    if (axes.some((attribute) => !known.has(attribute))) dataConstruction = WRONG_AXIS_ATTRIBUTES;
  }
  return {
    studentFeedback: null,
    dataConstruction,
    graphType: typeof graphType === 'string' ? graphType : null,
  };
}

function reviewQuestion(
  db: Db,
  step: StepRow,
  question: Question,
  answers: AnswerMap,
): ReviewQuestion {
  const answer = answers[question.questionId];
  const userAnswer = answer?.userAnswer ?? null;
  return {
    question: question.question,
    type: question.type,
    isCorrect: gradeAnswer(question, userAnswer),
    answer: question.answer,
    userAnswer,
    options: question.options,
    userAnswerReview: question.type === 'graph' ? graphReview(db, step, answer) : null,
    preview: answer?.preview ?? null,
    solution: question.solution,
  };
}

/** Whether a question counts towards the performance percentage. */
function isAutoGraded(question: Question): boolean {
  return question.answer !== null && ['radio', 'checkbox', 'text'].includes(question.type);
}

/**
 * The completion page's data: every step's questions with the learner's answers, and the
 * share of auto-graded questions answered correctly (unanswered ones count as wrong).
 */
export function buildCourseReview(
  db: Db,
  courseId: number,
  lesson: LessonRow,
  enrollmentId: number,
): CourseReview {
  let graded = 0;
  let correct = 0;
  const answers = listSteps(db, lesson.id).map((step) => {
    const saved = findCourseResponse(db, enrollmentId, step.id);
    const map = parseJson<AnswerMap>(saved?.response, {});
    const response: Record<string, ReviewQuestion> = {};
    for (const question of parseQuestions(step.content)) {
      const review = reviewQuestion(db, step, question, map);
      response[question.questionId] = review;
      if (isAutoGraded(question)) {
        graded += 1;
        if (review.isCorrect === true) correct += 1;
      }
    }
    return { lesson_step: step.id, order: step.step_order, response };
  });
  return {
    course: courseId,
    lesson: lesson.id,
    performance: graded === 0 ? null : Math.round((correct / graded) * 100),
    answers,
  };
}
