/** Base64 of text as UTF-8: units such as °C are not Latin-1, which btoa alone refuses. */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A clone keeps a canvas but not its pixels (many dots are painted on one, Dots.tsx): each
 * foreignObject holding a canvas becomes an image of that canvas, in the same place and with
 * the same data attributes.
 */
function inlineCanvases(svg: SVGSVGElement, clone: SVGSVGElement): void {
  const shown = Array.from(svg.querySelectorAll('foreignObject'));
  Array.from(clone.querySelectorAll('foreignObject')).forEach((copy, i) => {
    const canvas = shown[i]?.querySelector('canvas');
    if (!canvas) return;
    const image = document.createElementNS(SVG_NS, 'image');
    for (const attribute of Array.from(copy.attributes)) {
      if (attribute.name !== 'pointer-events') image.setAttribute(attribute.name, attribute.value);
    }
    image.setAttribute('preserveAspectRatio', 'none');
    image.setAttribute('href', canvas.toDataURL('image/png'));
    copy.replaceWith(image);
  });
}

/** The SVG as a self-contained image data URL: the source the canvas rasterises. */
export function svgDataUrl(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  clone.removeAttribute('style');
  inlineCanvases(svg, clone);
  const markup = new XMLSerializer().serializeToString(clone);
  return `data:image/svg+xml;base64,${utf8Base64(markup)}`;
}

/** A large plot's SVG is megabytes of path data: decoding it takes more than a small one. */
const DECODE_TIMEOUT_MS = 10_000;

export const PNG_PREFIX = 'data:image/png;base64,';

/**
 * A PNG of the SVG at twice its size, drawn through a canvas. The server stores PNG or JPEG
 * bytes only, so there is no SVG fallback: a browser that cannot rasterise rejects.
 */
export async function captureGraph(svg: SVGSVGElement): Promise<string> {
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('the graph image did not decode'));
    // Some environments never decode at all: fail rather than wait for ever.
    setTimeout(() => reject(new Error('the graph image took too long')), DECODE_TIMEOUT_MS);
  });
  image.src = svgDataUrl(svg);
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas to draw the graph on');
  context.scale(2, 2);
  context.drawImage(image, 0, 0, width, height);
  const png = canvas.toDataURL('image/png');
  if (!png.startsWith(PNG_PREFIX)) throw new Error('the canvas did not make a PNG');
  return png;
}
