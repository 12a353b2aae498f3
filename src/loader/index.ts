/**
 * The page loader: the one script a Django template includes. It finds widget slots, reads
 * the app config, picks the running variant's widget set, loads each remote through the
 * Module Federation runtime and mounts it. Calls queued on window.CoursesWidgets before this
 * script ran are replayed, so nothing a page asked for early is lost.
 */
import { publishBundlerRuntime } from '../federation/publishBundlerRuntime';
import type { MountFunction } from '../mount/defineWidget';
import { setSlotState } from '../mount/slotState';
import {
  DEFERRED_RENDER_WIDGETS,
  OUT_OF_FLOW_WIDGETS,
  SUPPORTING_WIDGETS,
  WIDGET_SETS,
  isWidgetName,
} from '../../widgets/registry';
import { emitState } from './events';
import { reportFrameSize } from './frameSize';
import { mountOnFirstEvent, openingEvents } from './onDemand';
import { holdReports, reportEvent } from '../reporting/hook';
import { RELEASE } from './release';
import { afterMainContent, noteMainMount } from './mainContent';
import { forgetRemote, loadWidgetMountOrRetry, manifestUrl } from './remotes';
import { warmUpLessonContent, warmUpRenderShares } from './sharedWarmUp';
import { opensOnLesson, sendStartCalls } from './startCalls';
import { SlotError, findSlots, readSlotProps, resolveTarget } from './slots';
import { showFailure, showLoading } from './slotUi';
import { loadOnce } from '../ui/loadOnce';

type Command =
  | ['mount', string | HTMLElement, string?, unknown?]
  | ['unmount', string | HTMLElement]
  | ['scan']
  | ['ready', () => void];

type CoursesWidgetsFn = ((...command: Command) => void) & {
  q?: ArrayLike<unknown>[];
  loaded?: true;
  /** The release of the loader running the page (scripts/release.mjs), e.g. 1.0.0-3f2a1b9c. */
  version?: string;
};

declare global {
  interface Window {
    CoursesWidgets?: CoursesWidgetsFn;
  }
}

const LOAD_FAILED = 'This part of the page could not be loaded. Check your connection, then retry.';
const unmounts = new Map<HTMLElement, () => void>();

interface PageSettings {
  staticUrl: string;
  /** Manifest URL overrides per widget (a CDN, a canary deploy). */
  remotes: Record<string, string>;
  /** Remotes this page mounts beyond the variant's widget set (demo tools such as the playground). */
  extraWidgets: string[];
}

function pageSettings(): PageSettings {
  const config = (window.COURSES_CONFIG ?? {}) as Partial<PageSettings>;
  return {
    staticUrl: config.staticUrl ?? '/static/apps/courses/',
    remotes: config.remotes ?? {},
    extraWidgets: Array.isArray(config.extraWidgets) ? config.extraWidgets : [],
  };
}

/**
 * The widget set of the running variant; fetched once, again only after a failure. Only the
 * API client and the config schema are loaded for it (not the whole runtime), so the request
 * leaves at once, in parallel with the remotes. It is the runtime's own module (one build
 * provides both), so the widgets reuse this answer instead of asking again.
 */
const widgetSet = loadOnce((): Promise<readonly string[]> =>
  Promise.all([import('../api/session'), import('../api/schemas/appConfig')]).then(
    async ([session, schema]) => WIDGET_SETS[schema.variantOf(await session.loadAppConfig())],
  ),
);

function fail(element: HTMLElement, widget: string, message: string, retry?: () => void): void {
  setSlotState(element, widget, 'error');
  showFailure(element, message, retry);
  emitState(element, widget, 'error', message);
}

/** Mounts `widget` in `element`; a main widget's mount is noted for the supporting ones to wait for. */
function mountSlot(element: HTMLElement, widget: string, props: unknown): Promise<void> {
  const events = openingEvents(widget, props);
  const supporting = SUPPORTING_WIDGETS.includes(widget);
  const mounting = startSlot(element, widget, props, events, supporting);
  if (!supporting && events === null) noteMainMount(mounting);
  return mounting;
}

/** mountSlot's work: `events` opens a slot shown on request; a `supporting` widget waits. */
async function startSlot(
  element: HTMLElement,
  widget: string,
  props: unknown,
  events: readonly string[] | null,
  supporting: boolean,
): Promise<void> {
  unmountSlot(element);
  setSlotState(element, widget, 'loading');
  // A slot that shows nothing once mounted shows nothing while loading: no jump when it empties.
  showLoading(element, events !== null || OUT_OF_FLOW_WIDGETS.includes(widget));
  emitState(element, widget, 'loading');
  const retry = () => void mountSlot(element, widget, props);

  const { staticUrl, remotes, extraWidgets } = pageSettings();
  const extra = extraWidgets.includes(widget) && /^[a-z0-9-]+$/.test(widget);
  if (!isWidgetName(widget) && !extra) {
    console.error(`[courses] slot "${element.id}": there is no widget named "${widget}"`);
    return fail(element, widget, `There is no widget named "${widget}".`);
  }
  const entry = manifestUrl(widget, staticUrl, remotes, RELEASE.pinned ? RELEASE.id : null);
  const current = manifestUrl(widget, staticUrl, remotes, null);
  const load = () => loadWidgetMountOrRetry(widget, entry, current);
  // A widget every variant has loads together with the app config; one that only some
  // variants have waits for it, so a page never downloads a widget its site does not offer.
  const inEverySet = Object.values(WIDGET_SETS).every((set) => set.includes(widget as never));
  const start = supporting ? () => afterMainContent().then(load) : load;
  const early = !events && (extra || inEverySet) ? start() : null;
  if (early && !DEFERRED_RENDER_WIDGETS.includes(widget)) void warmUpRenderShares();
  if (early && opensOnLesson({ widget, props }, window.location.pathname)) warmUpLessonContent();
  early?.catch(() => undefined); // handled below, after the config
  let allowed: readonly string[];
  try {
    allowed = await widgetSet();
  } catch (error) {
    console.error('[courses] app config could not be read', error);
    return fail(element, widget, 'Please try again!', retry);
  }
  if (!allowed.includes(widget) && !extra) {
    console.error(
      `[courses] slot "${element.id}": "${widget}" is not part of this site's widget set`,
    );
    return fail(element, widget, `The ${widget} widget is not available on this site.`);
  }
  if (events) return mountOnRequest(element, widget, props, entry, load, events, retry);
  try {
    const mount = await (early ?? start());
    // The loading state stays until React's first commit replaces it: an emptied slot for a
    // frame would make everything below it jump up and back down.
    unmounts.set(element, mount(element, props));
    // A quiet status takes no room, so it can go at once; a widget that draws nothing in its
    // slot (the keyword popover) would otherwise leave screen readers a lasting "Loading...".
    element.querySelector(':scope > .courses-slot-loading-quiet')?.remove();
    emitState(element, widget, element.dataset.widgetState === 'error' ? 'error' : 'mounted');
  } catch (error) {
    loadFailed(element, widget, entry, error);
    fail(element, widget, LOAD_FAILED, retry);
  }
}

/** A widget whose code did not load even after reading its manifest again: logged, reported, forgotten. */
function loadFailed(element: HTMLElement, widget: string, entry: string, error: unknown): void {
  console.error(`[courses] widget "${widget}" failed to load`, error);
  reportEvent({ type: 'load-failure', widget, ...(element.id ? { slot: element.id } : {}), error });
  forgetRemote(widget, entry);
}

/**
 * A slot that shows nothing until a page event asks (see `openingEvents`): in place at once,
 * fetched and mounted on the first such event. A failed fetch says so in the slot, with Retry.
 */
function mountOnRequest(
  element: HTMLElement,
  widget: string,
  props: unknown,
  entry: string,
  load: () => Promise<MountFunction>,
  events: readonly string[],
  retry: () => void,
): void {
  let unmountWidget: (() => void) | null = null;
  const stop = mountOnFirstEvent(events, async () => {
    try {
      const mount = await load();
      unmountWidget = mount(element, props);
      return true;
    } catch (error) {
      loadFailed(element, widget, entry, error);
      fail(element, widget, LOAD_FAILED, retry);
      return false;
    }
  });
  unmounts.set(element, () => {
    stop();
    unmountWidget?.();
  });
  element.replaceChildren();
  setSlotState(element, widget, 'mounted');
  emitState(element, widget, 'mounted');
}

function unmountSlot(element: HTMLElement): void {
  unmounts.get(element)?.();
  unmounts.delete(element);
  // An unmounted slot is no longer handled: a later 'scan' may mount it again.
  delete element.dataset.widgetState;
  element.removeAttribute('aria-busy');
}

function mountFromMarkup(element: HTMLElement): void {
  const widget = element.dataset.widget ?? '';
  try {
    void mountSlot(element, widget, readSlotProps(element));
  } catch (error) {
    const message = error instanceof SlotError ? error.message : String(error);
    console.error(`[courses] slot "${element.id}": ${message}`);
    fail(element, widget, `This widget could not start: ${message}.`);
  }
}

function scan(): void {
  findSlots().forEach(mountFromMarkup);
}

function run(...command: Command): void {
  try {
    switch (command[0]) {
      case 'mount': {
        const element = resolveTarget(command[1]);
        if (command[2] === undefined) return mountFromMarkup(element);
        void mountSlot(element, command[2], command[3] ?? {});
        return;
      }
      case 'unmount':
        return unmountSlot(resolveTarget(command[1]));
      case 'scan':
        return scan();
      case 'ready':
        // The loader only answers once it has started, so the page is ready by now.
        return command[1]();
    }
  } catch (error) {
    console.error('[courses]', error);
  }
}

/**
 * An embed view's account line and the login pop-up's handoff: loaded only on the pages that
 * have them, so no other page pays for the code.
 */
function startEmbedAccount(): void {
  const failed = (error: unknown) => console.error('[courses] the login code did not load', error);
  if (document.querySelector('[data-embed-account]'))
    import('./embedLogin').then(({ startEmbedLogin }) => startEmbedLogin(), failed);
  if (document.querySelector('[data-embed-handoff]'))
    import('./sessionHandoff').then(({ startSessionHandoff }) => startSessionHandoff(), failed);
}

/**
 * Reporting, on pages whose COURSES_CONFIG sets `report` only: what the page reports until its
 * code has arrived is held, and no other page downloads it.
 */
function startReporting(): void {
  const target = window.COURSES_CONFIG?.report;
  if (typeof target !== 'string' && typeof target !== 'function') return;
  holdReports();
  import('../reporting').then(
    (reporting) => reporting.startReporting(target, RELEASE.id),
    (error: unknown) => console.error('[courses] the reporting code did not load', error),
  );
}

/** The page's first calls leave before any widget's code has arrived (startCalls.ts). */
function sendPageStartCalls(): void {
  const slots = findSlots().map((element) => {
    let props: unknown = {};
    try {
      props = readSlotProps(element);
    } catch {
      // The slot reports its own bad props when it mounts.
    }
    return { widget: element.dataset.widget ?? '', props };
  });
  sendStartCalls(slots);
}

function start(): void {
  sendPageStartCalls();
  startReporting();
  publishBundlerRuntime();
  const queued = window.CoursesWidgets?.q ?? [];
  const api: CoursesWidgetsFn = Object.assign(run, { loaded: true as const, version: RELEASE.id });
  window.CoursesWidgets = api;
  // Once per page, for whoever reads the console to answer a bug report.
  console.debug(`[courses] release ${RELEASE.id}`);
  reportFrameSize();
  startEmbedAccount();
  scan();
  for (const args of Array.from(queued)) run(...(Array.from(args) as Command));
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
