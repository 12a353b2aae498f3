import type { AnswerMap } from '../../../src/api/schemas/question';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { gradeResponse } from '../markup/grade';
import { parseQuestions } from '../markup/parseQuestions';
import type { StepRow } from '../repos/lessons';
import { isImageDataUrl, isOwnPlotImage, recordPlotImage, saveImageDataUrl } from './mediaStore';

export interface AnswerWriter {
  db: Db;
  mediaDir: string;
  userId: number;
}

/**
 * Prepares answers for storage: keeps only the step's own questions (anything else is a
 * client inventing keys into the stored JSON), grades them against the answer key, and
 * settles each graph preview. A preview must be a plot image this user uploaded; a data URL
 * (the client could not upload first) is checked and stored like an upload; any other
 * string (a foreign link, `javascript:`...) is dropped, since the review page shows it as
 * an image.
 */
export function prepareAnswers(
  writer: AnswerWriter,
  step: StepRow,
  response: AnswerMap,
): AnswerMap {
  const questions = parseQuestions(step.content);
  const known = new Set(questions.map((question) => question.questionId));
  const kept: AnswerMap = {};
  for (const [questionId, answer] of Object.entries(response)) {
    if (known.has(questionId)) kept[questionId] = answer;
  }
  const graded = gradeResponse(questions, kept);
  for (const answer of Object.values(graded)) {
    if (typeof answer.preview !== 'string') continue;
    if (isImageDataUrl(answer.preview)) {
      const file = saveImageDataUrl(writer.mediaDir, 'plots', answer.preview);
      recordPlotImage(
        writer.db,
        writer.userId,
        { a: 'answer', b: String(step.id) },
        file,
        nowIso(),
      );
      answer.preview = file;
    } else if (!isOwnPlotImage(writer.db, writer.userId, answer.preview)) {
      answer.preview = null;
    }
  }
  return graded;
}
