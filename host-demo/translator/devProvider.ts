import fs from 'node:fs';
import path from 'node:path';
import { keywordsPage } from '../pages/keywords';

const PROVIDER_SOURCE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../public/vendor/translator/translator.js'),
  'utf8',
);

/**
 * The demo's development translation provider (public/vendor/translator/translator.js) run
 * in a test's window, and the demo reading it translates: tests of the provider with the
 * reading bar live here, beside the demo, so the widgets never import the demo.
 */

/** The API the development provider defines on window, as the reading bar uses it. */
export interface DevProvider {
  version: string;
  sourceLanguage: string;
  languages: readonly { code: string; name: string; dir: string }[];
  translate(element: HTMLElement, code: string): Promise<void>;
  restore(element: HTMLElement): void;
}

/** Runs the development provider script in the test's window, as a script tag would. */
export function installDevProvider(): DevProvider {
  delete (window as { CoursesTranslator?: unknown }).CoursesTranslator;
  new Function(PROVIDER_SOURCE)();
  return (window as unknown as { CoursesTranslator: DevProvider }).CoursesTranslator;
}

/** The reading of /demo/keywords/ as the server renders it (with its keyword elements). */
export function keywordsReadingHtml(): string {
  const html = keywordsPage.render({
    partner: false,
    username: null,
    staticUrl: '/static/apps/courses/',
    path: '/demo/keywords/',
  });
  // Cut out rather than parsed as a page, which would fetch its stylesheet.
  const reading = /<article id="reading"[\s\S]*?<\/article>/.exec(html);
  if (!reading) throw new Error('the keywords page has no #reading');
  return reading[0];
}
