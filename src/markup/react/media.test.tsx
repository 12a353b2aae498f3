/**
 * Frames in the output must not make happy-dom try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import '../testing/domCompat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkup } from '../testing/renderMarkup';

function frame(title: string): HTMLIFrameElement {
  return screen.getByTitle(title) as HTMLIFrameElement;
}

/** An IntersectionObserver the test moves: `near(element)` brings an element into range. */
function observeByHand() {
  const observed = new Map<Element, (entries: IntersectionObserverEntry[]) => void>();
  class HandObserver {
    constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
    observe(target: Element) {
      observed.set(target, this.callback);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', HandObserver);
  return {
    observed,
    near(target: Element) {
      const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observed.get(target)?.([entry]);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

/** Renders `source` and brings each of its frames' places near the reader, so they are made. */
function renderNear(...args: Parameters<typeof renderMarkup>) {
  const hand = observeByHand();
  renderMarkup(...args);
  for (const slot of Array.from(hand.observed.keys())) hand.near(slot);
}

describe('::video', () => {
  it('product: the site video page, 560x315 by default', () => {
    renderNear('::video{kind=product id=intro-42}');
    const video = frame('Video');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('src')).toBe('/video/preview/intro-42/');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['560', '315']);
  });

  it('youtube: the no-cookie player with start and end seconds', () => {
    renderNear('::video{kind=youtube id=dQw4w9WgXcQ start=10 end=40 title="Warming, explained"}');
    expect(frame('Warming, explained').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10&end=40',
    );
  });

  it('vimeo: the Vimeo player, starting at the given second, at a custom size', () => {
    renderNear('::video{kind=vimeo id=76979871 start=5 width=640 height=360}');
    const video = frame('Vimeo video');
    expect(video.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871#t=5s');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('simulation: a page of this site', () => {
    renderNear(
      '::video{kind=simulation src="/demo/assets/simulation/index.html" title="Heat simulation"}',
    );
    expect(frame('Heat simulation').getAttribute('src')).toBe('/demo/assets/simulation/index.html');
  });

  it('iframe: only from an allowed host; others are refused with a visible message', () => {
    renderNear(
      '::video{kind=iframe src="https://sims.example.org/run" title="Allowed"}\n\n' +
        '::video{kind=iframe src="https://evil.example/page" title="Refused"}',
      { frameHosts: ['sims.example.org'] },
    );
    expect(frame('Allowed').getAttribute('src')).toBe('https://sims.example.org/run');
    expect(screen.queryByTitle('Refused')).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(
      screen.getByText('::video{kind=iframe src="https://evil.example/page" title="Refused"}'),
    ).toBeTruthy();
  });
});

describe('many frames', () => {
  it('each is made when the reader comes near it, in a place of its size until then', () => {
    const hand = observeByHand();
    const source = [1, 2, 3, 4, 5, 6]
      .map((n) => `::video{kind=product id=clip-${n} title="Clip ${n}"}`)
      .join('\n\n');
    renderMarkup(source);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const waiting = Array.from(document.querySelectorAll('.markup-frame-slot'));
    expect(waiting).toHaveLength(6);
    expect(waiting[4]).toHaveStyle({ maxWidth: '560px' });
    hand.near(waiting[4]!);
    expect(frame('Clip 5').getAttribute('src')).toBe('/video/preview/clip-5/');
    expect(screen.queryByTitle('Clip 6')).toBeNull();
    expect(hand.observed.size).toBe(5);
  });
});

describe('frame hosts from the page settings', () => {
  afterEach(() => {
    delete window.COURSES_CONFIG;
  });

  it('COURSES_CONFIG.frameHosts extends the allow-list when the call gives none', () => {
    window.COURSES_CONFIG = { frameHosts: ['sims.example.org'] };
    renderNear('::video{kind=iframe src="https://sims.example.org/run" title="Configured"}');
    expect(frame('Configured').getAttribute('src')).toBe('https://sims.example.org/run');
  });
});

describe('images', () => {
  it('::image has its size and alignment and opens larger in a dialog', async () => {
    const user = userEvent.setup();
    renderMarkup('::image{src=/media/map.png alt="A world map" size=400x300 align=right}');
    const button = screen.getByRole('button', { name: 'Zoom image: A world map' });
    const image = within(button).getByRole('img', { name: 'A world map' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    expect(button.className).toContain('markup-align-right');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'A world map' });
    expect(within(dialog).getByRole('img', { name: 'A world map' }).getAttribute('src')).toBe(
      '/media/map.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a Markdown image zooms too, from the keyboard', async () => {
    const user = userEvent.setup();
    renderMarkup('![Rainfall chart](/media/rain.png)');
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Zoom image: Rainfall chart' }),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Rainfall chart' })).toBeTruthy();
  });

  it('inside a link an image is the link itself and does not zoom', () => {
    renderMarkup('[![Logo](/logo.png)](https://example.org)');
    const link = screen.getByRole('link');
    expect(within(link).getByRole('img', { name: 'Logo' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
