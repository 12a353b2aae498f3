import { sendEarly } from '../api/earlyCalls';
import { coursePath, lessonPath } from '../api/endpoints/paths';
import { pathUnderBase, readCourseAppPath } from '../content/courseAppPath';
import { DEFERRED_RENDER_WIDGETS, isWidgetName } from '../../widgets/registry';

/** The lesson player's default base path (widgets/lesson-player/props.ts). */
const COURSE_APP_BASE = '/courses/';

interface Slot {
  widget: string;
  /** The slot's props as the page wrote them, not yet checked by the widget. */
  props: unknown;
}

/**
 * The course and lesson a lesson player opened at one of them asks for first (its routes'
 * preload, widgets/lesson-player/course/coursePreload.ts). A player of a single lesson or in
 * edit mode starts elsewhere and gets none.
 */
function lessonPlayerCalls(props: unknown, pathname: string): string[] {
  const given =
    typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  if (given.lessonId !== undefined || given.builder === true) return [];
  const basePath = typeof given.basePath === 'string' ? given.basePath : COURSE_APP_BASE;
  const appPath = pathUnderBase(basePath, pathname);
  if (appPath === null) return [];
  const { courseSlug, lessonSlug } = readCourseAppPath(appPath);
  return [
    ...(courseSlug ? [coursePath(courseSlug)] : []),
    ...(lessonSlug ? [lessonPath(lessonSlug)] : []),
  ];
}

/**
 * The GET calls the page's widgets start with, sent as soon as the loader runs, before the code
 * that sends them has arrived (api/earlyCalls.ts): the app config the loader needs for the
 * widget set; who is logged in, when a widget renders at mount; a lesson player's course and
 * lesson. Each is taken by the widget's own first request for it.
 */
export function startCallsOf(slots: readonly Slot[], pathname: string): string[] {
  if (slots.length === 0) return [];
  const renders = slots.some(
    ({ widget }) => isWidgetName(widget) && !DEFERRED_RENDER_WIDGETS.includes(widget),
  );
  const players = slots.filter(({ widget }) => widget === 'lesson-player');
  return [
    ...new Set([
      '/api/app_config/',
      ...(renders ? ['/api/whoami/'] : []),
      ...players.flatMap(({ props }) => lessonPlayerCalls(props, pathname)),
    ]),
  ];
}

export function sendStartCalls(slots: readonly Slot[]): void {
  for (const path of startCallsOf(slots, window.location.pathname)) sendEarly(path);
}
