/** The journeys that matter most, in Chromium, and a tablet's by touch (see journeys/suite.ts). */
import { launchChromium } from './adapters/chromium';
import { JOURNEYS, TABLET_JOURNEYS, engineJourneys } from './journeys/suite';

engineJourneys(launchChromium, [...JOURNEYS, ...TABLET_JOURNEYS]);
