import type { StyleRules } from '../../theme/css';
import { ICON_NAMES, ICONS, type IconShape } from '../icons';

/** A shape of the icon set as SVG source, its numbers written as they are. */
function shapeSource(shape: IconShape): string {
  const { kind, ...attributes } = shape;
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${String(value)}"`)
    .join('');
  return `<${kind}${written}/>`;
}

/**
 * An icon's drawing as an image address, for the mask that paints it: the mask keeps the
 * drawing's shape and the element's colour fills it, so an icon takes the colour of its text
 * as the outline drawings always did.
 */
export function iconMaskUrl(name: keyof typeof ICONS): string {
  const shapes = ICONS[name].shapes.map(shapeSource).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The styles that draw every icon of the set (staticDom.iconElement, MarkupIcon): a square of
 * the text's size in the text's colour, masked by the icon's drawing. In forced colours the
 * system's text colour paints it (a background would otherwise be replaced and the icon lost),
 * and it prints as it shows.
 */
export function iconStyles(): StyleRules {
  const styles: StyleRules = {
    '& [data-icon]': {
      display: 'inline-block',
      width: '1em',
      height: '1em',
      flexShrink: 0,
      backgroundColor: 'currentColor',
      maskRepeat: 'no-repeat',
      maskPosition: 'center',
      maskSize: 'contain',
      printColorAdjust: 'exact',
    },
    '@media (forced-colors: active)': {
      '& [data-icon]': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    },
  };
  for (const name of ICON_NAMES)
    styles[`& [data-icon="${name}"]`] = { maskImage: iconMaskUrl(name) };
  return styles;
}
