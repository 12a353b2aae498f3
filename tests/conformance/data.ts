/**
 * The content the suite reads: what a backend must have for the rules to run. Defaults are the
 * development server's demo content; `--data FILE` (JSON, any subset of these keys) names a
 * staging site's own.
 */
import fs from 'node:fs';
import * as v from 'valibot';

const SuiteDataSchema = v.strictObject({
  /** A free course (its access_url and id) students enrol in. */
  course: v.strictObject({ slug: v.string(), id: v.number() }),
  /** A free practice lesson of that course whose first step with questions is checked. */
  practiceLesson: v.string(),
  /** A free lesson outside a course with a question step (played as a user lesson). */
  activityLesson: v.string(),
  /** A free assessment lesson, completed once by the student (final: cannot be undone). */
  assessmentLesson: v.string(),
  /** A premium lesson, and a premium Jr. lesson (the Jr. teacher may use it). */
  premiumLesson: v.string(),
  juniorPremiumLesson: v.string(),
  /** A public product dataset (access_url). */
  publicDataset: v.string(),
  /** A premium product dataset (access_url). */
  premiumDataset: v.string(),
  /** An embeddable page a school's site frames. */
  embedPage: v.string(),
  /** A class of premium_teacher whose roster has the student and not premium_student. */
  premiumTeacherClass: v.number(),
});
export type SuiteData = v.InferOutput<typeof SuiteDataSchema>;

export const DEMO_DATA: SuiteData = {
  course: { slug: 'climate-data', id: 1 },
  practiceLesson: 'practice-averages-and-ranges',
  activityLesson: 'ocean-temperatures-activity',
  assessmentLesson: 'climate-check',
  premiumLesson: 'simulating-daily-temperatures',
  juniorPremiumLesson: 'jr-counting-practice',
  publicDataset: 'world-city-temperatures',
  premiumDataset: 'olympic-100m-winning-times',
  embedPage: '/embed/lesson/the-story-of-a-heatwave/',
  premiumTeacherClass: 3,
};

export function readDataFile(file: string): SuiteData {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return v.parse(SuiteDataSchema, { ...DEMO_DATA, ...raw });
}
