/**
 * The question model of content markup, for every reader of it: the questions of a content
 * (ids, types, options, keys, solutions), how an answer is graded, and the content without its
 * keys. No DOM and no React: the development server imports it as it is, and the markup's
 * entry ('@courses/runtime/markup') hands the widgets what they use of it.
 */
export { AUTO_GRADED_TYPES, gradeAnswer, isAnswered, isAutoGraded } from './grade';
export { READ_LIMITS, lexSource, readQuestions, readStepQuestions } from './readQuestions';
export { toStepQuestion } from './stepQuestion';
export type { QuestionList } from './readQuestions';
export { redactKeys } from './redactKeys';
export { checkGraph, parseGraphKey, WRONG_AXIS_ATTRIBUTES } from '../graphKey';
export { QUESTION_TYPES, QUESTION_TYPE_NAMES } from '../types';
export type { AnswerKey, AnswerKeyEntry, Question, QuestionAnswer, QuestionType } from '../types';
