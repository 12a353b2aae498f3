/** Base64 of text as UTF-8: units such as °C are not Latin-1, which btoa alone refuses. */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The SVG as a self-contained image data URL: only a local fallback (the server stores PNG and
 * JPEG only, so an SVG capture is refused on upload and stays in the page).
 */
export function svgDataUrl(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.removeAttribute('style');
  const markup = new XMLSerializer().serializeToString(clone);
  return `data:image/svg+xml;base64,${utf8Base64(markup)}`;
}

const DECODE_TIMEOUT_MS = 2000;

/**
 * A PNG of the SVG at twice its size, drawn through a canvas; the SVG data URL itself when the
 * browser cannot rasterise it (no canvas, or the image fails to decode).
 */
export async function captureGraph(svg: SVGSVGElement): Promise<string> {
  const svgUrl = svgDataUrl(svg);
  try {
    const width = svg.width.baseVal.value;
    const height = svg.height.baseVal.value;
    const image = new Image();
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the graph image did not decode'));
      // Some environments never decode at all: fall back rather than wait for ever.
      setTimeout(() => reject(new Error('the graph image took too long')), DECODE_TIMEOUT_MS);
    });
    image.src = svgUrl;
    await loaded;
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) return svgUrl;
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    const png = canvas.toDataURL('image/png');
    return png.startsWith('data:image/png') ? png : svgUrl;
  } catch {
    return svgUrl;
  }
}
