/**
 * The journeys that matter most, in WebKit (see journeys/suite.ts), and the tablet ones. WebKit
 * keeps no cookie in another site's frame, so its embed login takes the frame-session way
 * (docs/api.md, "Frame sessions"): the same journey, another transport.
 */
import { launchWebKit } from './adapters/webkit';
import { JOURNEYS, TABLET_JOURNEYS, engineJourneys } from './journeys/suite';

engineJourneys(launchWebKit, [...JOURNEYS, ...TABLET_JOURNEYS]);
