/**
 * Style objects written as CSS text, for the static sheets (sheet.ts) that style what pages
 * show first without a CSS-in-JS run time: `rules('.a', { marginTop: 8, '&:hover': {...},
 * '& p': {...} })` is `.a{margin-top:8px}.a:hover{...}.a p{...}`. Numbers are pixels except
 * for the unitless properties; a key starting with `@` (a media query) nests its rules.
 */
export interface StyleRules {
  [property: string]: string | number | StyleRules | undefined;
}

const UNITLESS = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'zIndex',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * CSS property names by style key, each written once: the sheets of a page name a few dozen
 * properties over and over, and they are written while the page starts.
 */
const properties = new Map<string, string>();

function property(name: string): string {
  let written = properties.get(name);
  if (written === undefined) {
    // Vendor names: `WebkitTapHighlightColor` is `-webkit-tap-highlight-color` as it stands;
    // `msOverflowStyle` needs its leading dash.
    written = /^ms[A-Z]/.test(name) ? `-${kebab(name)}` : kebab(name);
    properties.set(name, written);
  }
  return written;
}

function declaration(name: string, value: string | number): string {
  const written = typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : value;
  return `${property(name)}:${written}`;
}

/** Flat declarations (`fontSize: '0.75rem'` → `font-size:0.75rem`), for inside a rule. */
export function declarations(style: StyleRules): string {
  return Object.entries(style)
    .filter((entry): entry is [string, string | number] => {
      const value = entry[1];
      return typeof value === 'string' || typeof value === 'number';
    })
    .map(([name, value]) => declaration(name, value))
    .join(';');
}

/** A nested selector under its parent: `&` stands for the parent, else a descendant. */
function nestedSelector(parent: string, child: string): string {
  const parents = parent.split(',').map((part) => part.trim());
  return child
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) =>
      parents.map((outer) =>
        part.includes('&') ? part.replaceAll('&', outer) : `${outer} ${part}`,
      ),
    )
    .join(',');
}

/** A selector's rules, its nested rules after them. */
export function rules(selector: string, style: StyleRules): string {
  const own = declarations(style);
  const nested = Object.entries(style)
    .filter((entry): entry is [string, StyleRules] => typeof entry[1] === 'object')
    .map(([key, inner]) =>
      key.startsWith('@')
        ? `${key}{${rules(selector, inner)}}`
        : rules(nestedSelector(selector, key), inner),
    )
    .join('');
  return (own ? `${selector}{${own}}` : '') + nested;
}
