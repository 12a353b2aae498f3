import { ICON_NAMES, ICONS } from '../icons';
import { iconMaskUrl, iconStyles } from './iconStyles';

test('every icon of the set has a rule that paints it with its own drawing', () => {
  const styles = iconStyles();
  for (const name of ICON_NAMES) {
    const rule = styles[`& [data-icon="${name}"]`] as { maskImage?: string } | undefined;
    expect(rule?.maskImage).toBe(iconMaskUrl(name));
  }
});

test("an icon's mask is its outline drawing, every shape in it", () => {
  const url = iconMaskUrl('warning');
  const source = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -'")'.length));
  const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
  expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  expect(svg.getAttribute('stroke-width')).toBe('2');
  expect(Array.from(svg.children).map((shape) => shape.getAttribute('d'))).toEqual(
    ICONS.warning.shapes.map((shape) => ('d' in shape ? shape.d : null)),
  );
});
