import type { AlertIconName, IconName } from '../icons';
import type { AlertType, ImageAlignment } from '../directives';

/**
 * What the renderer's own elements in the HTML stand for. The HTML carries only an index into
 * this table (`data-m`), not the values: every attribute the sanitiser passes costs it a
 * removal and a re-insertion, and the values (titles, addresses, sizes) were checked by
 * analysis already. Content cannot forge an index: the HTML an author may write carries no
 * attributes (analyse/inlineHtml.ts), and an index only ever names an entry of this table.
 */
export type PlacedConstruct =
  | { kind: 'question'; index: number; hasOptions: boolean; hasSolution: boolean }
  | { kind: 'accordion'; index: number; title: string; open: boolean }
  | { kind: 'alert'; type: AlertType; icon: AlertIconName; title: string }
  | { kind: 'video'; src: string; title: string; width: number; height: number }
  /** The address and the alternative text stay on the image, checked by the sanitiser too. */
  | {
      kind: 'image';
      index: number;
      title: string;
      width: number | null;
      height: number | null;
      align: ImageAlignment | null;
    }
  | { kind: 'color'; color: string }
  | { kind: 'icon'; name: IconName }
  | { kind: 'keyword'; id: string }
  | { kind: 'partner-icon'; value: string }
  /** The TeX is the element's text. */
  | { kind: 'math'; display: boolean }
  | { kind: 'problem'; message: string }
  /** A block of raw HTML shown as its source. */
  | { kind: 'raw-html' };

/** The attribute that holds a construct's index in the table. */
export const PLACED_ATTRIBUTE = 'data-m';

/** Collects constructs while the HTML is written and numbers them. */
export class ConstructTable {
  readonly entries: PlacedConstruct[] = [];

  /** ` data-m="N"` for an element standing for `construct`. */
  place(construct: PlacedConstruct): string {
    this.entries.push(construct);
    return ` ${PLACED_ATTRIBUTE}="${this.entries.length - 1}"`;
  }
}
