import {
  ACTIVITY_CONFLICT_CODE,
  ApiError,
  DEBOUNCE_MS,
  type ActivityUpdatePayload,
  type BuilderActivity,
} from '@courses/runtime';
import { HTTPError } from 'ky';
import { DraftSaver, OFFLINE_MESSAGE } from './draftSaver';
import { draftStorage, emptyStep } from './draft';

const NOW = '2026-01-01T00:00:00Z';

function activity(overrides: Partial<BuilderActivity> = {}): BuilderActivity {
  return {
    id: 7,
    activity_title: 'Tides',
    activity_type: 'Activity',
    access_url: 'tides-7',
    asked_by: { id: 4 },
    created_by: 'premium_teacher',
    source: '',
    modified_at: NOW,
    content: '',
    review_status: 'draft',
    version: 1,
    lesson: { id: 50, slug: 'activity-7-tides' },
    dataset: null,
    steps: [{ id: 11, content: 'One', left_content: '', data_tool: false }],
    ...overrides,
  };
}

/** A server that numbers new steps from 100 and bumps the version on every save. */
function fakeServer() {
  let current = activity();
  let nextId = 100;
  const calls: ActivityUpdatePayload[] = [];
  const send = vi.fn(async (_id: number, patch: ActivityUpdatePayload) => {
    calls.push(patch);
    current = {
      ...current,
      version: current.version + 1,
      activity_title: patch.activity_title ?? current.activity_title,
      steps: (patch.steps ?? []).map((step) => ({ ...step, id: step.id ?? nextId++ })),
    };
    return current;
  });
  return { send, calls, current: () => current };
}

function conflictError(server: BuilderActivity): ApiError {
  const response = Response.json(
    { detail: 'Changed elsewhere.', code: ACTIVITY_CONFLICT_CODE, activity: server },
    { status: 409 },
  );
  const cause = new HTTPError(response, new Request('http://localhost/'), {} as never);
  return new ApiError('409', 'http', 409, undefined, { cause });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

test('saves once typing pauses for the debounce, keeping the draft on the device until then', async () => {
  const server = fakeServer();
  const saver = new DraftSaver(activity(), server.send);
  saver.update((draft) => ({ ...draft, steps: [{ ...draft.steps[0]!, content: 'On' }] }));
  saver.update((draft) => ({ ...draft, steps: [{ ...draft.steps[0]!, content: 'One!' }] }));
  expect(saver.getSnapshot().state.kind).toBe('pending');
  expect(draftStorage.read(7)?.draft.steps[0]?.content).toBe('One!');
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
  expect(server.send).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(server.calls).toEqual([
    {
      version: 1,
      activity_title: 'Tides',
      steps: [{ id: 11, content: 'One!', left_content: '', data_tool: false }],
    },
  ]);
  expect(saver.getSnapshot().state.kind).toBe('saved');
  expect(draftStorage.read(7)).toBeNull();
});

test('gives a new step the id the server chose, and sends what was typed during a save next', async () => {
  const server = fakeServer();
  const saver = new DraftSaver(activity(), server.send);
  const added = emptyStep();
  saver.update((draft) => ({ ...draft, steps: [...draft.steps, added] }));
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  expect(saver.getSnapshot().draft.steps[1]).toMatchObject({ key: added.key, id: 100 });
  // Typed while a save is on its way.
  saver.update((draft) => ({ ...draft, steps: [{ ...draft.steps[0]!, content: 'Uno' }] }));
  const slow = saver.save();
  saver.update((draft) => ({ ...draft, title: 'Tides and Moon' }));
  await slow;
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  expect(server.calls.at(-1)).toMatchObject({ version: 3, activity_title: 'Tides and Moon' });
  expect(saver.getSnapshot().state.kind).toBe('saved');
});

test('offline: says so, keeps the draft, and sends it when the connection is back', async () => {
  const server = fakeServer();
  server.send.mockRejectedValueOnce(new ApiError('offline', 'network', undefined));
  const saver = new DraftSaver(activity(), server.send);
  const stop = saver.start();
  saver.update((draft) => ({ ...draft, title: 'Offline title' }));
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  expect(saver.getSnapshot().state).toEqual({
    kind: 'failed',
    offline: true,
    message: OFFLINE_MESSAGE,
  });
  expect(draftStorage.read(7)?.draft.title).toBe('Offline title');
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(0);
  expect(saver.getSnapshot().state.kind).toBe('saved');
  expect(server.current().activity_title).toBe('Offline title');
  stop();
});

test('a draft left on the device is sent on opening, or is a conflict when the server moved on', async () => {
  draftStorage.write({
    activityId: 7,
    baseVersion: 1,
    draft: {
      title: 'Tides',
      steps: [{ key: 'k', id: 11, content: 'Unsent', left_content: '', data_tool: false }],
    },
  });
  const server = fakeServer();
  const reopened = new DraftSaver(activity(), server.send);
  const stop = reopened.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(server.calls[0]?.steps?.[0]?.content).toBe('Unsent');
  stop();

  draftStorage.write({
    activityId: 7,
    baseVersion: 1,
    draft: {
      title: 'Tides',
      steps: [{ key: 'k', id: 11, content: 'Old tab', left_content: '', data_tool: false }],
    },
  });
  const moved = new DraftSaver(activity({ version: 5 }), server.send);
  expect(moved.getSnapshot().state.kind).toBe('conflict');
  expect(moved.getSnapshot().draft.steps[0]?.content).toBe('Old tab');
  moved.takeTheirs();
  expect(moved.getSnapshot().draft.steps[0]?.content).toBe('One');
  expect(draftStorage.read(7)).toBeNull();
});

test('a 409 shows the conflict; keeping this version sends it on the newer version', async () => {
  const server = fakeServer();
  const elsewhere = activity({ version: 4, activity_title: 'Renamed' });
  server.send.mockRejectedValueOnce(conflictError(elsewhere));
  const saver = new DraftSaver(activity(), server.send);
  saver.update((draft) => ({ ...draft, steps: [{ ...draft.steps[0]!, content: 'Mine' }] }));
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  expect(saver.getSnapshot().state).toMatchObject({ kind: 'conflict', server: { version: 4 } });
  // Nothing more is sent until the teacher decides.
  saver.update((draft) => ({ ...draft, title: 'Still mine' }));
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  expect(server.send).toHaveBeenCalledTimes(1);
  saver.keepMine();
  await vi.advanceTimersByTimeAsync(0);
  expect(server.calls.at(-1)).toMatchObject({ version: 4, activity_title: 'Still mine' });
  expect(saver.getSnapshot().state.kind).toBe('saved');
});
