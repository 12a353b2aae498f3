/** Every operation of the API, in the order the document lists them. */
import type { Operation } from '../operation';
import { contentOperations } from './content';
import { datasetOperations } from './datasets';
import { feedbackBookmarkPlotOperations } from './feedbackBookmarksPlots';
import { learningOperations } from './learning';
import { lookupAndSpeechOperations } from './lookupsAndSpeech';
import { sessionOperations } from './session';
import { sharingOperations } from './sharing';

export const operations: readonly Operation[] = [
  ...sessionOperations,
  ...learningOperations,
  ...datasetOperations,
  ...sharingOperations,
  ...contentOperations,
  ...lookupAndSpeechOperations,
  ...feedbackBookmarkPlotOperations,
];

/** What each group of operations is for (the reference's headings). */
export const tagDescriptions: Record<string, string> = {
  Session: 'Who is logged in, the site settings, preferences and the embed log-in hand-off.',
  'Lessons and courses': 'Lessons, courses, enrolment and the completion review.',
  Answers: "Saved answers of a course lesson's steps and of lessons outside a course.",
  Datasets: 'Product and user datasets, their tables, uploads, privacy and histories.',
  'Sharing and classes':
    'Short links, e-mail and class sharing, assignments and classroom services.',
  Content: 'The content browser.',
  'Content builder': "Teachers' own activities (see docs/api.md for access per role and site).",
  'Feedback, bookmarks, plots, lookups and speech': 'The smaller calls the widgets make.',
  Contract: 'The document itself, for tools that check a server against it.',
};
