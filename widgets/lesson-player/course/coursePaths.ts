/** Paths inside the course app, relative to its base path (the router's basename). */

export function coursePath(course: string): string {
  return `/${course}/`;
}

export function modulePath(course: string, module: string): string {
  return `/${course}/${module}/`;
}

export function lessonIntroPath(course: string, module: string, lesson: string): string {
  return `/${course}/${module}/${lesson}/intro/`;
}

export function stepPath(course: string, module: string, lesson: string, stepId: number): string {
  return `/${course}/${module}/${lesson}/${stepId}/`;
}

export function reviewPath(course: string, module: string, lesson: string): string {
  return `/${course}/${module}/${lesson}/review/`;
}

/** Joins the base path and an app path for links that leave the router (login, back to course). */
export function absolutePath(basePath: string, appPath: string): string {
  return `${basePath.replace(/\/+$/, '')}${appPath}`;
}
