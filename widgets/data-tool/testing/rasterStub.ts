/** A tiny but real PNG header in base64, standing for what a canvas would make. */
export const FAKE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * happy-dom neither decodes images nor draws on canvases: this stands in for both, and keeps
 * every SVG source the capture rasterised, so a test can read what the picture showed.
 */
export function stubRaster(): { sources: string[] } {
  const sources: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        sources.push(url);
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({ scale: () => {}, drawImage: () => {} }) as unknown as ReturnType<
        HTMLCanvasElement['getContext']
      >,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(FAKE_PNG);
  return { sources };
}

/** The SVG markup inside an image data URL. */
export function svgMarkup(dataUrl: string): string {
  return new TextDecoder().decode(
    Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0)),
  );
}
