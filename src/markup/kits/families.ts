/**
 * The constructs whose code loads only for content that uses them (see load.ts), by family:
 * questions, accordions and alerts, embedded frames, and the inline constructs other than
 * keywords. Everything else (Markdown, images, keywords, formulas, the AI marker) is part of
 * the renderer every content needs.
 */
export type ConstructFamily = 'question' | 'blocks' | 'video' | 'inline';

/** Each directive a family reads: its name, its form and its family. */
const DIRECTIVES: Readonly<Record<string, readonly [form: string, family: ConstructFamily]>> = {
  question: ['container', 'question'],
  accordion: ['container', 'blocks'],
  alert: ['container', 'blocks'],
  video: ['leaf', 'video'],
  color: ['text', 'inline'],
  icon: ['text', 'inline'],
  'partner-icon': ['text', 'inline'],
};

/** The family whose code reads a directive, or undefined when the renderer's own code does. */
export function familyOf(form: string, name: string): ConstructFamily | undefined {
  const directive = Object.hasOwn(DIRECTIVES, name) ? DIRECTIVES[name] : undefined;
  return directive?.[0] === form ? directive[1] : undefined;
}

/**
 * One of those names right after a colon. Every form writes its name so (`:::alert`,
 * `::video`, `:color[…]`), and a name runs on while letters, digits, `_` or `-` follow, so a
 * source in which a parse finds one of these directives matches: the scan may find more than
 * the parse (a name in code or in prose), never less.
 */
const NAMES = new RegExp(`:(${Object.keys(DIRECTIVES).join('|')})(?![\\w-])`, 'g');

/**
 * The families whose code parsing `source` may need, from a scan of its text (no parse): a
 * superset of those the parse uses.
 */
export function familiesIn(source: string): ConstructFamily[] {
  const found = new Set<ConstructFamily>();
  for (const [, name] of source.matchAll(NAMES)) found.add(DIRECTIVES[name!]![1]);
  return [...found];
}
