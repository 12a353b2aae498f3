/**
 * Colour arithmetic for static style sheets, as the theme's own (MUI's `alpha`, `darken`,
 * `lighten`) computes it, so a sheet built without MUI draws the same colours.
 */
type Rgb = [number, number, number];

function channels(color: string): Rgb {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color)?.[1];
  if (rgb) return rgb.split(',').slice(0, 3).map(Number) as Rgb;
  throw new TypeError(`Not a colour the theme writes: ${color}`);
}

const rgb = ([r, g, b]: Rgb) => `rgb(${Math.trunc(r)}, ${Math.trunc(g)}, ${Math.trunc(b)})`;

/** The colour at an opacity. */
export function alpha(color: string, opacity: number): string {
  const [r, g, b] = channels(color);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** The colour moved towards black by `amount` (0 to 1). */
export function darken(color: string, amount: number): string {
  return rgb(channels(color).map((c) => c * (1 - amount)) as Rgb);
}

/** The colour moved towards white by `amount` (0 to 1). */
export function lighten(color: string, amount: number): string {
  return rgb(channels(color).map((c) => c + (255 - c) * amount) as Rgb);
}
