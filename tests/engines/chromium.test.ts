/** The journeys that matter most, in Chromium (see journeys/suite.ts). */
import { launchChromium } from './adapters/chromium';
import { engineJourneys } from './journeys/suite';

engineJourneys(launchChromium);
