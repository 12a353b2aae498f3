/** The journeys that matter most, in Firefox (see journeys/suite.ts). */
import { launchFirefox } from './adapters/firefox';
import { engineJourneys } from './journeys/suite';

engineJourneys(launchFirefox);
