import * as v from 'valibot';

/** Question types of the content markup (spec section 3). */
export const QUESTION_TYPES = ['text', 'textarea', 'radio', 'checkbox', 'graph'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * A graph answer is the data tool's saved plot state; its shape belongs to the data tool, so
 * it is carried as an open record.
 */
export const PlotStateSchema = v.record(v.string(), v.unknown());
export type PlotState = v.InferOutput<typeof PlotStateSchema>;

/**
 * The answer key: a 1-based option position for radio, a list of positions for checkbox,
 * text for text and textarea (model answer), nothing for graph.
 */
export const AnswerKeySchema = v.nullable(v.union([v.number(), v.array(v.number()), v.string()]));
export type AnswerKey = v.InferOutput<typeof AnswerKeySchema>;

/**
 * One question's key once it is due (spec section 3: answer, solution, preview). The server
 * withholds keys from learners until then: an assessment's until it is completed, a practice
 * step's until it is checked; the checking write returns the step's key (`answer_key`).
 */
export const AnswerKeyEntrySchema = v.object({
  answer: AnswerKeySchema,
  /** The worked solution as markup source; null when the question has none. */
  solution: v.nullable(v.string()),
  preview: v.optional(v.nullable(v.string()), null),
});
export type AnswerKeyEntry = v.InferOutput<typeof AnswerKeyEntrySchema>;

/** A step's released key, by questionId. */
export const ReleasedKeySchema = v.record(v.string(), AnswerKeyEntrySchema);
export type ReleasedKey = v.InferOutput<typeof ReleasedKeySchema>;

/** What a learner entered: same encoding as the key, a plot state for graph, null if empty. */
export const UserAnswerValueSchema = v.nullable(
  v.union([v.number(), v.array(v.number()), v.string(), PlotStateSchema]),
);
export type UserAnswerValue = v.InferOutput<typeof UserAnswerValueSchema>;

/** A question as the server parses it from a step's content markup. */
export const QuestionSchema = v.object({
  questionId: v.string(),
  /** The question's prompt (markup, without options and solution). */
  question: v.string(),
  type: v.picklist(QUESTION_TYPES),
  options: v.optional(v.array(v.string()), []),
  answer: v.optional(AnswerKeySchema, null),
  placeholder: v.optional(v.nullable(v.string()), null),
  /** Row count of a textarea. */
  rows: v.optional(v.nullable(v.number()), null),
  solution: v.optional(v.nullable(v.string()), null),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

/** One entry of the user answer map (spec section 3). */
export const UserAnswerSchema = v.object({
  userAnswer: UserAnswerValueSchema,
  /** Graph only: a file reference (or, before upload, a data URL) of the plot image. */
  preview: v.optional(v.nullable(v.string()), null),
  /** Set by the server's grading; null for types that are not auto-graded. */
  isCorrect: v.optional(v.nullable(v.boolean()), null),
});
export type UserAnswer = v.InferOutput<typeof UserAnswerSchema>;

/** User answers keyed by questionId. */
export const AnswerMapSchema = v.record(v.string(), UserAnswerSchema);
export type AnswerMap = v.InferOutput<typeof AnswerMapSchema>;
