/**
 * The course app's URLs under its base path, as the host serves them (Django routes each to the
 * page that mounts the lesson player): /{course}/{module}/{lesson}/{step}/, each part optional
 * from the right. Read by the lesson player's routes' first calls and by the loader, which
 * sends those calls before the player's code has arrived (src/loader/startCalls.ts).
 */
export interface CourseAppPath {
  courseSlug?: string;
  moduleSlug?: string;
  lessonSlug?: string;
  /** A positive step id, when the path names one. */
  stepId?: number;
}

/** The path of the page under `basePath`, or null when the page is not under it. */
export function pathUnderBase(basePath: string, pathname: string): string | null {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (pathname.startsWith(base)) return pathname.slice(base.length - 1);
  return `${pathname}/` === base ? '/' : null;
}

export function readCourseAppPath(appPath: string): CourseAppPath {
  const [courseSlug, moduleSlug, lessonSlug, step] = appPath.split('/').filter(Boolean);
  const stepId = Number(step);
  return {
    ...(courseSlug ? { courseSlug } : {}),
    ...(moduleSlug ? { moduleSlug } : {}),
    ...(lessonSlug ? { lessonSlug } : {}),
    ...(Number.isInteger(stepId) && stepId > 0 ? { stepId } : {}),
  };
}
