import type { AnswerMap } from '../../../src/api/schemas/question';
import { gradeResponse } from '../markup/grade';
import { parseQuestions } from '../markup/parseQuestions';
import type { StepRow } from '../repos/lessons';
import { isImageDataUrl, saveImageDataUrl } from './mediaStore';

/**
 * Prepares answers for storage: grades them against the step's answer key and, if a graph
 * preview still is a data URL (the client did not upload it first), stores it as a file.
 */
export function prepareAnswers(mediaDir: string, step: StepRow, response: AnswerMap): AnswerMap {
  const graded = gradeResponse(parseQuestions(step.content), response);
  for (const answer of Object.values(graded)) {
    if (typeof answer.preview === 'string' && isImageDataUrl(answer.preview)) {
      answer.preview = saveImageDataUrl(mediaDir, 'plots', answer.preview);
    }
  }
  return graded;
}
