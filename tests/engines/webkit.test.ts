/** The journeys that matter most, in WebKit (see journeys/suite.ts). */
import { launchWebKit } from './adapters/webkit';
import { engineJourneys } from './journeys/suite';

engineJourneys(launchWebKit);
