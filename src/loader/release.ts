/** The release id the build wrote into the loader (scripts/release.mjs); '' in a build without one. */
declare const __COURSES_RELEASE__: string | undefined;

const built = typeof __COURSES_RELEASE__ === 'string' ? __COURSES_RELEASE__ : '';

/**
 * The release this loader belongs to: what `CoursesWidgets.version`, the console and reports
 * name. The loader reads its own release's manifests (pinned) only when the build gave it one;
 * a development build reads each widget's current manifest.
 */
export const RELEASE = { id: built || 'development', pinned: built !== '' } as const;
