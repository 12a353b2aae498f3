/**
 * The journeys every engine runs, as one vitest suite per engine: the engines' files run one
 * after the other on the one demo server (./globalSetup.ts), each launching its browser once.
 */
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { startSchoolSite } from '../../browser/schoolSite';
import { Driver } from '../driver';
import type { Engine, PageOptions } from '../engine';
import { addStudents } from '../people';
import type { JourneyContext } from './common';
import { embedGrows, embedLogIn } from './embed';
import { answersAreKept, assessmentSubmitted } from './lessons';
import { TABLET_VIEWS, tabletCourse, tabletKeywordAndDataTool } from './tablet';
import {
  dataToolAxes,
  everyWidgetMounts,
  feedbackIsSent,
  keywordPopover,
  readingBarEnlargesText,
} from './widgets';

type Journey = (d: Driver, context: JourneyContext) => Promise<void>;

/** A journey's name, its steps and, for a tablet, the page it needs. */
type JourneyEntry = [string, Journey, PageOptions?];

export const JOURNEYS: JourneyEntry[] = [
  ['every widget mounts on the all-widgets page with no page error', everyWidgetMounts],
  ['a keyword popover opens by click and closes with Escape, focus returned', keywordPopover],
  [
    'a multiple choice and a typed answer are kept across a reload, held by the server',
    answersAreKept,
  ],
  ['an assessment is submitted and is read-only afterwards', assessmentSubmitted],
  ['the data tool assigns axes by drag and by keyboard, and draws', dataToolAxes],
  ['the reading bar enlarges the text, kept after a reload', readingBarEnlargesText],
  ['a cross-site embed grows to its content', embedGrows],
  ['a student logs in inside a cross-site embed and saves an answer', embedLogIn],
  ['feedback is sent', feedbackIsSent],
];

/**
 * A tablet by touch, in both orientations, run in Safari's engine (the one iPads run). Chromium
 * passes them too (`engineJourneys(launchChromium, TABLET_JOURNEYS)`; its driver sends real
 * touch events where WebKitGTK's turns a touch into mouse events); left out of the suite for
 * its time.
 */
export const TABLET_JOURNEYS: JourneyEntry[] = Object.entries(TABLET_VIEWS).flatMap(
  ([orientation, view]): JourneyEntry[] => [
    [`tablet ${orientation}: the course contents and the step menu by touch`, tabletCourse, view],
    [
      `tablet ${orientation}: a keyword popover by tap, the data tool's axes by touch drag`,
      tabletKeywordAndDataTool,
      view,
    ],
  ],
);

/**
 * Runs `journeys` (by default every one) in the engine `launch` starts. An engine that leaves
 * one out says why in its test file.
 */
export function engineJourneys(
  launch: () => Promise<Engine>,
  journeys: JourneyEntry[] = JOURNEYS,
): void {
  let engine: Engine;
  let context: JourneyContext;
  const school = startSchoolSite(() => inject('demoUrl'), 'Ocean lesson');
  beforeAll(async () => {
    engine = await launch();
    const students = addStudents(inject('demoDataDir'), engine.name, [
      'answers',
      'assessment',
      'reader',
      'embed',
      'tablet',
    ]);
    context = {
      url: inject('demoUrl'),
      dataDir: inject('demoDataDir'),
      schoolPage: school.pageUrl,
      students,
    };
  });
  afterAll(() => engine?.close());

  describe('journeys', () => {
    for (const [name, journey, options] of journeys)
      test(name, async () => {
        const page = await engine.newPage(options);
        try {
          await journey(new Driver(page), context);
        } finally {
          await page.close();
        }
      });
  });
}
