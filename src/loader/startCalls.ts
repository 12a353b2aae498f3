import { sendEarly, sendEarlyAfter } from '../api/earlyCalls';
import { coursePath, lessonPath, stepResponsePath } from '../api/endpoints/paths';
import { pathUnderBase, readCourseAppPath } from '../content/courseAppPath';
import { DEFERRED_RENDER_WIDGETS, isWidgetName } from '../../widgets/registry';

/** The lesson player's default base path (widgets/lesson-player/props.ts). */
const COURSE_APP_BASE = '/courses/';

interface Slot {
  widget: string;
  /** The slot's props as the page wrote them, not yet checked by the widget. */
  props: unknown;
}

/** A slot's props as the page wrote them, as a record to read options from (none if not one). */
function optionsOf(props: unknown): Record<string, unknown> {
  return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
}

/**
 * Where a lesson player opened on this page starts: the course app path under its base path,
 * or null for a player of a single lesson, in edit mode, or not under its base path.
 */
function playerAppPath(props: unknown, pathname: string) {
  const given = optionsOf(props);
  if (given.lessonId !== undefined || given.builder === true) return null;
  const basePath = typeof given.basePath === 'string' ? given.basePath : COURSE_APP_BASE;
  const appPath = pathUnderBase(basePath, pathname);
  return appPath === null ? null : readCourseAppPath(appPath);
}

/**
 * The course and lesson a lesson player opened at one of them asks for first (its routes'
 * preload, widgets/lesson-player/course/coursePreload.ts).
 */
function lessonPlayerCalls(props: unknown, pathname: string): string[] {
  const { courseSlug, lessonSlug } = playerAppPath(props, pathname) ?? {};
  return [
    ...(courseSlug ? [coursePath(courseSlug)] : []),
    ...(lessonSlug ? [lessonPath(lessonSlug)] : []),
  ];
}

/**
 * Whether a lesson player on the page opens on a lesson (its introduction or a step, or a
 * single lesson given by id), whose content it shows with the markup renderer.
 */
export function opensOnLesson(slot: Slot, pathname: string): boolean {
  if (slot.widget !== 'lesson-player') return false;
  const given = optionsOf(slot.props);
  if (given.builder === true) return false;
  if (given.lessonId !== undefined) return true;
  return Boolean(playerAppPath(slot.props, pathname)?.lessonSlug);
}

/** A call that needs an early call's answer: sent once `after` has answered. */
export interface FollowUpCall {
  after: string;
  /** The path to ask for, read off the answer of `after`; null to ask for nothing. */
  path: (body: unknown) => string | null;
}

/**
 * The saved answers of the step a lesson player opened at, once the course names the reader's
 * enrollment (as its routes' preload asks for them, coursePreload.ts): without them the
 * step's fields stay disabled, and asked for by the player's code they would wait for it.
 */
export function followUpCallsOf(slots: readonly Slot[], pathname: string): FollowUpCall[] {
  return slots.flatMap(({ widget, props }) => {
    if (widget !== 'lesson-player') return [];
    const { courseSlug, lessonSlug, stepId } = playerAppPath(props, pathname) ?? {};
    if (!courseSlug || !lessonSlug || stepId === undefined) return [];
    const path = (course: unknown) => {
      const enrollId = (course as { enroll_id?: unknown } | null)?.enroll_id;
      return typeof enrollId === 'number' && Number.isInteger(enrollId) && enrollId > 0
        ? stepResponsePath(enrollId, stepId)
        : null;
    };
    return [{ after: coursePath(courseSlug), path }];
  });
}

/**
 * The GET calls the page's widgets start with, sent as soon as the loader runs, before the code
 * that sends them has arrived (api/earlyCalls.ts): the app config the loader needs for the
 * widget set; who is logged in, when a widget renders at mount; a lesson player's course and
 * lesson (and, once the course has answered, followUpCallsOf's). Each is taken by the widget's
 * own first request for it.
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
  const { pathname } = window.location;
  const sent = new Map<string, Promise<Response>>();
  for (const path of startCallsOf(slots, pathname)) {
    const response = sendEarly(path);
    if (response) sent.set(path, response);
  }
  for (const { after, path } of followUpCallsOf(slots, pathname)) {
    const response = sent.get(after);
    if (response) sendEarlyAfter(response, path);
  }
}
