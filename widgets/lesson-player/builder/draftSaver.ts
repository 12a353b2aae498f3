import * as v from '@courses/runtime/valibot';
import {
  ApiError,
  DEBOUNCE_MS,
  ErrorBodySchema,
  GENERIC_ERROR_MESSAGE,
  readErrorBody,
  type BuilderActivity,
} from '@courses/runtime';
import { ActivityConflictSchema, updateBuilderActivity } from '@courses/runtime/requests';
import {
  draftOf,
  draftStorage,
  sameContent,
  stepsPayload,
  withSavedIds,
  type Draft,
} from './draft';

/**
 * Where the teacher's work stands:
 * - saved: the server has everything on screen;
 * - pending: changes wait for a pause in typing (spec section 9's 500 ms debounce);
 * - saving: a PATCH is on its way;
 * - failed: the last save did not reach the server or was refused; the draft stays on this
 *   device and is sent again when the connection is back (or on Retry);
 * - conflict: the activity changed elsewhere since this draft was made on it.
 */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string; offline: boolean }
  | { kind: 'conflict'; server: BuilderActivity };

export interface SaverSnapshot {
  draft: Draft;
  /** The activity as the server last answered (review state, lesson, dataset, saved steps). */
  server: BuilderActivity;
  state: SaveState;
}

export const OFFLINE_MESSAGE =
  'You are offline. Your changes are kept on this device and saved when the connection is back.';
export const EMPTY_TITLE_MESSAGE = 'Enter a title to save it.';

/** While offline, a save is tried again this often too (an `online` event may never come). */
export const OFFLINE_RETRY_MS = 5000;

type Send = typeof updateBuilderActivity;

/**
 * Keeps an activity's draft on this device until the server has it, and saves it with PATCH
 * after each pause in typing, carrying the version it was made on so a change made elsewhere
 * in between is a conflict rather than lost. Plain TypeScript: one per open editor.
 */
export class DraftSaver {
  private snapshot: SaverSnapshot;
  private readonly listeners = new Set<() => void>();
  private version: number;
  /** What the server is known to hold. */
  private saved: Draft;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    activity: BuilderActivity,
    private readonly send: Send = updateBuilderActivity,
    private readonly delayMs: number = DEBOUNCE_MS,
  ) {
    this.version = activity.version;
    this.saved = draftOf(activity);
    const stored = draftStorage.read(activity.id);
    if (!stored || sameContent(stored.draft, this.saved)) {
      draftStorage.remove(activity.id);
      this.snapshot = { draft: this.saved, server: activity, state: { kind: 'saved' } };
    } else if (stored.baseVersion === activity.version) {
      // Work this device never sent, made on the version the server still has: send it.
      this.snapshot = { draft: stored.draft, server: activity, state: { kind: 'pending' } };
    } else {
      this.snapshot = {
        draft: stored.draft,
        server: activity,
        state: { kind: 'conflict', server: activity },
      };
    }
  }

  get activityId(): number {
    return this.snapshot.server.id;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SaverSnapshot => this.snapshot;

  private set(change: Partial<SaverSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private keepLocally(): void {
    draftStorage.write({
      activityId: this.activityId,
      baseVersion: this.version,
      draft: this.snapshot.draft,
    });
  }

  private schedule(delay = this.delayMs): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), delay);
  }

  /** Starts listening for the connection; sends a draft found on opening. Returns a stop. */
  start(): () => void {
    const resend = () => {
      if (this.snapshot.state.kind === 'failed') void this.save();
    };
    window.addEventListener('online', resend);
    if (this.snapshot.state.kind === 'pending') void this.save();
    return () => {
      window.removeEventListener('online', resend);
      clearTimeout(this.timer);
    };
  }

  /** A change by the teacher: on this device at once, to the server after a pause. */
  readonly update = (change: (draft: Draft) => Draft): void => {
    this.set({ draft: change(this.snapshot.draft) });
    // A reload, a crash or a lost connection loses nothing from here on.
    this.keepLocally();
    const kind = this.snapshot.state.kind;
    if (kind === 'conflict') return;
    if (kind !== 'saving') this.set({ state: { kind: 'pending' } });
    this.schedule();
  };

  /** Saves now; resolves true once the server has everything on screen. */
  readonly save = async (): Promise<boolean> => {
    clearTimeout(this.timer);
    if (this.snapshot.state.kind === 'conflict') return false;
    if (this.inFlight) {
      await this.inFlight;
      return this.save();
    }
    const sent = this.snapshot.draft;
    if (sameContent(sent, this.saved)) {
      draftStorage.remove(this.activityId);
      this.set({ state: { kind: 'saved' } });
      return true;
    }
    const title = sent.title.trim();
    this.set({ state: { kind: 'saving' } });
    this.inFlight = this.send(this.activityId, {
      version: this.version,
      // An emptied title is not sent (the server needs one); the steps still are.
      ...(title ? { activity_title: title } : {}),
      steps: stepsPayload(sent),
    }).then(
      (server) => this.saved_(sent, server, title !== ''),
      (error: unknown) => this.failed(error),
    );
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  };

  private saved_(sent: Draft, server: BuilderActivity, titleSent: boolean): boolean {
    this.version = server.version;
    const stored = withSavedIds(sent, sent, server);
    this.saved = titleSent ? stored : { ...stored, title: server.activity_title };
    this.set({ draft: withSavedIds(this.snapshot.draft, sent, server), server });
    if (sameContent(this.snapshot.draft, this.saved)) {
      draftStorage.remove(this.activityId);
      this.set({ state: { kind: 'saved' } });
      return true;
    }
    this.keepLocally();
    if (this.snapshot.draft.title.trim() === '') {
      this.set({ state: { kind: 'failed', message: EMPTY_TITLE_MESSAGE, offline: false } });
      return false;
    }
    // Typed while the save was on its way: that goes next.
    this.set({ state: { kind: 'pending' } });
    this.schedule();
    return false;
  }

  private async failed(error: unknown): Promise<boolean> {
    const body = await readErrorBody(error);
    const conflict = v.safeParse(ActivityConflictSchema, body);
    if (conflict.success) {
      this.set({ state: { kind: 'conflict', server: conflict.output.activity } });
      return false;
    }
    const offline = error instanceof ApiError && error.kind === 'network';
    const detail = v.safeParse(ErrorBodySchema, body);
    this.set({
      state: {
        kind: 'failed',
        offline,
        message: offline
          ? OFFLINE_MESSAGE
          : detail.success
            ? detail.output.detail
            : GENERIC_ERROR_MESSAGE,
      },
    });
    if (offline) this.schedule(OFFLINE_RETRY_MS);
    return false;
  }

  /** Conflict: this draft goes over the change made elsewhere. */
  readonly keepMine = (): void => {
    const { state } = this.snapshot;
    if (state.kind !== 'conflict') return;
    this.version = state.server.version;
    this.saved = draftOf(state.server);
    this.set({ server: state.server, state: { kind: 'pending' } });
    this.keepLocally();
    void this.save();
  };

  /** Conflict: this draft is dropped for the activity as saved elsewhere. */
  readonly takeTheirs = (): void => {
    const { state } = this.snapshot;
    if (state.kind !== 'conflict') return;
    this.version = state.server.version;
    this.saved = draftOf(state.server);
    draftStorage.remove(this.activityId);
    this.set({ draft: this.saved, server: state.server, state: { kind: 'saved' } });
  };

  /** The server's copy changed through another call (sent for review). */
  readonly setServer = (server: BuilderActivity): void => this.set({ server });
}
