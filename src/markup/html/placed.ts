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
  | { kind: 'question'; index: number; hasSolution: boolean }
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
 * Collects constructs while the HTML is written, in the order of their elements in it: each
 * construct is listed as its element's opening tag is written, before anything inside it is
 * rendered (a renderer writing a construct's parts lists it first), and the HTML is written
 * in document order. The elements carry no mark, so the HTML needs no pass to take marks out.
 */
export class ConstructTable {
  readonly constructs: PlacedConstruct[] = [];

  /** Lists `construct` and returns the opening tag of its element. */
  open(construct: Exclude<PlacedConstruct, { kind: 'image' }>): string {
    this.constructs.push(construct);
    return `<${PLACED_TAG}>`;
  }

  /** Lists an image, whose element is the `<img>` its renderer writes next. */
  image(construct: Extract<PlacedConstruct, { kind: 'image' }>): void {
    this.constructs.push(construct);
  }
}
