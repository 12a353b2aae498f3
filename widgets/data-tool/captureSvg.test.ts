import { svgDataUrl, utf8Base64 } from './captureSvg';

const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

test('text beyond Latin-1 (units such as °C, names such as Zürich) survives base64', () => {
  const text = 'Temperature (°C) in Zürich — 東京';
  expect(decode(utf8Base64(text))).toBe(text);
  // Longer than one chunk of the encoder.
  const long = '°'.repeat(70_000);
  expect(decode(utf8Base64(long))).toBe(long);
});

test('the graph becomes a self-contained SVG data URL the server accepts', () => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('style', 'width: 100%');
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.textContent = 'July average (°C)';
  svg.append(text);
  const url = svgDataUrl(svg);
  expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
  const markup = decode(url.split(',')[1] ?? '');
  expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(markup).toContain('July average (°C)');
  // Page styles do not travel with the image.
  expect(markup).not.toContain('width: 100%');
  expect(svg.getAttribute('style')).toBe('width: 100%');
});

test('dots painted on a canvas are captured as an image of it, in its place', () => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'foreignObject');
  holder.setAttribute('x', '60');
  holder.setAttribute('width', '500');
  holder.setAttribute('data-count', '100000');
  holder.setAttribute('pointer-events', 'none');
  const canvas = document.createElement('canvas');
  canvas.toDataURL = () => 'data:image/png;base64,AAAA';
  holder.append(canvas);
  svg.append(holder);
  const markup = decode(svgDataUrl(svg).split(',')[1] ?? '');
  expect(markup).not.toContain('foreignObject');
  expect(markup).toMatch(/<image [^>]*x="60"/);
  expect(markup).toContain('data-count="100000"');
  expect(markup).toContain('href="data:image/png;base64,AAAA"');
  // The page's element is left as it was.
  expect(svg.querySelector('foreignObject canvas')).toBe(canvas);
});
