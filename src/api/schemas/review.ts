import * as v from 'valibot';
import { IdSchema } from './common';
import { AnswerKeySchema, QUESTION_TYPES, UserAnswerValueSchema } from './question';

/** Review notes on a graph answer. */
export const UserAnswerReviewSchema = v.object({
  studentFeedback: v.nullable(v.string()),
  /** e.g. 'Wrong attributes on axis' when the plot uses other attributes than expected. */
  dataConstruction: v.nullable(v.string()),
  graphType: v.nullable(v.string()),
});
export type UserAnswerReview = v.InferOutput<typeof UserAnswerReviewSchema>;

export const ReviewQuestionSchema = v.object({
  question: v.string(),
  type: v.picklist(QUESTION_TYPES),
  /** null when the type is not auto-graded or the question was not answered. */
  isCorrect: v.nullable(v.boolean()),
  answer: AnswerKeySchema,
  userAnswer: UserAnswerValueSchema,
  options: v.array(v.string()),
  userAnswerReview: v.nullable(UserAnswerReviewSchema),
  preview: v.nullable(v.string()),
  solution: v.nullable(v.string()),
});
export type ReviewQuestion = v.InferOutput<typeof ReviewQuestionSchema>;

/** One step of the review: its questions keyed by questionId. */
export const ReviewAnswerSchema = v.object({
  lesson_step: IdSchema,
  order: v.number(),
  response: v.record(v.string(), ReviewQuestionSchema),
});
export type ReviewAnswer = v.InferOutput<typeof ReviewAnswerSchema>;

/** GET /api/analytics/usercourse/{course}/lesson/{lesson}. */
export const CourseReviewSchema = v.object({
  course: IdSchema,
  lesson: IdSchema,
  /** Percentage (0–100, rounded) of auto-graded questions answered correctly; null if none. */
  performance: v.nullable(v.number()),
  answers: v.array(ReviewAnswerSchema),
});
export type CourseReview = v.InferOutput<typeof CourseReviewSchema>;
