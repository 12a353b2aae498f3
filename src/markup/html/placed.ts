import type { AlertIconName, IconName } from '../icons';
import type { AlertType, ImageAlignment } from '../directives';

/**
 * What the renderer's own elements in the HTML stand for. Those elements carry none of the
 * values (titles, addresses, sizes), which analysis checked already, nor even an index: every
 * attribute costs the sanitiser a check, thousands of them in a large lesson. A construct's
 * element is a `<m-c>` (an image's, its `<img>`), and the constructs are listed in the order
 * of those elements in the document. Content cannot add one: the only HTML an author may write
 * is a few formatting tags (analyse/inlineHtml.ts) and Markdown's images are constructs.
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

/** The element standing for a construct other than an image (a custom element: no meaning). */
export const PLACED_TAG = 'm-c';

/** What finishing looks for: the constructs' elements, in document order. */
export const PLACED_SELECTOR = `${PLACED_TAG}, img`;

/**
 * While the HTML is written, each construct's opening tag holds a mark naming its entry, as
 * the renderers write a construct's parts in no fixed order (a question's options before its
 * prompt); `settle` then lists the entries in the order of their tags and takes the marks out.
 */
const MARK = / data-m="(\d+)"/g;

/** Collects constructs while the HTML is written. */
export class ConstructTable {
  private readonly entries: PlacedConstruct[] = [];

  /** The mark to write in the opening tag of the element standing for `construct`. */
  place(construct: PlacedConstruct): string {
    this.entries.push(construct);
    return ` data-m="${this.entries.length - 1}"`;
  }

  /** The HTML without marks, and the constructs in the order of their elements in it. */
  settle(html: string): { html: string; constructs: PlacedConstruct[] } {
    const constructs: PlacedConstruct[] = [];
    const settled = html.replace(MARK, (_, index: string) => {
      constructs.push(this.entries[Number(index)]!);
      return '';
    });
    return { html: settled, constructs };
  }
}
