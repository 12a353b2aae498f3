import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@courses/runtime/startup': path.resolve(import.meta.dirname, 'src/startup/index.ts'),
  '@courses/runtime/valibot': path.resolve(import.meta.dirname, 'src/valibot/index.ts'),
  '@courses/runtime/testing': path.resolve(import.meta.dirname, 'src/testing/index.ts'),
  '@courses/runtime/authoring': path.resolve(import.meta.dirname, 'src/authoring/index.ts'),
  '@courses/runtime/markup': path.resolve(import.meta.dirname, 'src/markup/index.ts'),
  '@courses/runtime/classroom': path.resolve(import.meta.dirname, 'src/classroom/index.ts'),
  '@courses/runtime/forms': path.resolve(import.meta.dirname, 'src/forms/index.ts'),
  '@courses/runtime/requests': path.resolve(import.meta.dirname, 'src/requests/index.ts'),
  '@courses/runtime': path.resolve(import.meta.dirname, 'src/index.ts'),
};

const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'widgets/**/*.test.{ts,tsx}',
  'host-demo/**/*.test.{ts,tsx}',
];

/**
 * Unit tests of what a page does once, the first time (the reporting queue held before a
 * report function exists, the first renders): each needs modules loaded afresh, so they run
 * in a worker of their own.
 */
const FIRST_TIME_FILES = [
  'src/reporting/index.test.ts',
  'widgets/feedback-dialog/FeedbackDialog.dialog.test.tsx',
  'widgets/feedback-dialog/FeedbackDialog.sending.test.tsx',
  'widgets/feedback-dialog/FeedbackDialog.openEvent.test.tsx',
  // Its stand-in for the form's code must not stay for the other files of a shared worker.
  'widgets/feedback-dialog/FeedbackDialog.loadFailure.test.tsx',
  'widgets/reading-bar/ReadingBar.renders.test.tsx',
];

// Browser and security tests run on the tests' own build (npm run build:test), so a demo
// serving dist/ keeps working while they run.
process.env.COURSES_BUILD_DIR ??= '.test-build';

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...FIRST_TIME_FILES],
          setupFiles: ['tests/setup/unit.ts'],
          // A worker keeps its modules (React, MUI, the markup constructs) from file to file:
          // the files run in half the time. The setup file empties the page, the app config,
          // storage and cookies after every test, so no file sees another's leftovers.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-first-time',
          environment: 'happy-dom',
          include: FIRST_TIME_FILES,
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Issue 8: every point tried from outside, on the server and (tests/security/*.browser.test.ts) in Chromium.
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Issue 23: the backend conformance suite, over HTTP against a fresh development server.
          name: 'conformance',
          environment: 'node',
          include: ['tests/conformance/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores and the demo server takes one.
          fileParallelism: false,
          // The harness, Playwright and the server's modules load once, not once per file;
          // each file still starts its own demo server on a fresh database and its own Chromium.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Issue 26: the journeys that matter most in Chromium, Firefox ESR and WebKit, one
          // engine after the other (files in this order) on one shared demo server.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/globalSetup.ts'],
          sequence: { shuffle: false },
          // WebKitWebDriver answers each command slower than the others' protocols do.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
