import { createEventHandoff } from './eventHandoff';

const send = (detail: unknown) => window.dispatchEvent(new CustomEvent('demo:open', { detail }));

it('holds events until a React part takes over, then lets them pass to it', () => {
  const handoff = createEventHandoff('demo:open');
  const started = vi.fn();
  const later = vi.fn();
  const stop = handoff.watch(started);
  window.addEventListener('demo:open', later);

  send({ n: 1 });
  send({ n: 2 });
  expect(started).toHaveBeenCalledTimes(2);
  expect(later).not.toHaveBeenCalled(); // held, not passed on

  const { held, release } = handoff.takeOver();
  expect(held.map((event) => event.detail)).toEqual([{ n: 1 }, { n: 2 }]);
  const second = handoff.takeOver(); // a second slot's React part: nothing left for it
  expect(second.held).toEqual([]);
  second.release();

  send({ n: 3 });
  expect(started).toHaveBeenCalledTimes(2);
  expect(later).toHaveBeenCalledTimes(1);

  // Once no React part listens (unmounted), the light mount holds events again.
  release();
  release(); // twice is harmless
  send({ n: 4 });
  expect(started).toHaveBeenCalledTimes(3);
  expect(later).toHaveBeenCalledTimes(1);

  stop();
  window.removeEventListener('demo:open', later);
});
