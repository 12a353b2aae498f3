import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { createEventHandoff } from '../startup/eventHandoff';
import { sendEvent } from './eventMap';
import { useOpenEvent } from './useOpenEvent';

const Embed = v.strictObject({
  url: v.string(),
  title: v.optional(v.string(), ''),
  type: v.optional(v.string()),
  id: v.optional(v.number()),
});
const EmbedWithTitle = v.strictObject({ url: v.string(), title: v.string() });
const Share = v.strictObject({
  type: v.picklist(['activity', 'datastory']),
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  url: v.string(),
  isJunior: v.optional(v.boolean()),
});

afterEach(() => vi.restoreAllMocks());

describe('the page events, typed by one map', () => {
  it('types the detail where an event is sent and where it is heard', () => {
    expectTypeOf(sendEvent<'courses:open-share'>)
      .parameter(2)
      .toEqualTypeOf<{
        type: 'activity' | 'datastory';
        id: number | string;
        title: string;
        url: string;
        isJunior?: boolean;
      }>();
    const heard = (event: WindowEventMap['courses:open-dataset-popup']) => event.detail.popup;
    expectTypeOf(heard).returns.toEqualTypeOf<'about' | 'vocabulary'>();
  });

  it('refuses a wrong detail at compile time (checked by npm run typecheck)', () => {
    // Never run: each line below must fail to compile, or typecheck fails on the unused directive.
    const about = { popup: 'about', courseDatasetId: 1, datasetName: 'x' } as const;
    const handoff = createEventHandoff('x');
    const noop = () => {};
    const wrongCalls = () => {
      // @ts-expect-error a share needs its title and url
      sendEvent(window, 'courses:open-share', { type: 'activity', id: 1 });
      // @ts-expect-error 'glossary' is not a dataset popup
      sendEvent(window, 'courses:open-dataset-popup', { ...about, popup: 'glossary' });
      // @ts-expect-error no such page event
      sendEvent(window, 'courses:open-nothing', {});
      // @ts-expect-error a listener's schema must read the detail of its own event
      renderHook(() => useOpenEvent('courses:open-embed', handoff, Share, noop));
      // @ts-expect-error nor require a field the map lets a sender leave out (title)
      renderHook(() => useOpenEvent('courses:open-embed', handoff, EmbedWithTitle, noop));
    };
    expect(typeof wrongCalls).toBe('function');
  });

  it('hears a sent event once, cancels it, and gives the read detail and the opener', () => {
    const heard: unknown[] = [];
    const handoff = createEventHandoff('courses:open-embed');
    renderHook(() =>
      useOpenEvent('courses:open-embed', handoff, Embed, (detail) => heard.push(detail)),
    );
    const later = vi.fn();
    window.addEventListener('courses:open-embed', later);
    const answered = sendEvent(
      window,
      'courses:open-embed',
      { url: 'https://a.test/x' },
      { cancelable: true },
    );
    window.removeEventListener('courses:open-embed', later);
    expect(answered).toBe(true);
    expect(heard).toEqual([{ url: 'https://a.test/x', title: '' }]);
    expect(later).not.toHaveBeenCalled();
  });

  it('opens nothing for a detail of the wrong shape, and names the field in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOpen = vi.fn();
    renderHook(() =>
      useOpenEvent('courses:open-embed', createEventHandoff('courses:open-embed'), Embed, onOpen),
    );
    window.dispatchEvent(new CustomEvent('courses:open-embed', { detail: { url: 3 } }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('url');
  });

  it('answers the events the light mount held before the widget loaded', () => {
    const handoff = createEventHandoff('courses:open-embed');
    const stop = handoff.watch(() => {});
    sendEvent(window, 'courses:open-embed', { url: 'https://a.test/held' });
    const onOpen = vi.fn();
    renderHook(() => useOpenEvent('courses:open-embed', handoff, Embed, onOpen));
    stop();
    expect(onOpen).toHaveBeenCalledWith(
      { url: 'https://a.test/held', title: '' },
      expect.anything(),
    );
  });
});
