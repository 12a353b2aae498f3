/**
 * One demo server for every engine: started once before the engines' files (which run one
 * after the other) and stopped after them. Each engine's journeys log in as their own users
 * (./people.ts), so the engines do not see each other's answers.
 */
import type { TestProject } from 'vitest/node';
import { startDemo } from '../browser/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    demoDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const demo = await startDemo();
  project.provide('demoUrl', demo.url);
  project.provide('demoDataDir', demo.dataDir);
  return () => demo.stop();
}
