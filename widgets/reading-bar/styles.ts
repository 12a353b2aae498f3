import { CURRENT_BLOCK_CLASS, WORD_HIGHLIGHT } from './readAloud/highlightNames';

const STYLE_ID = 'reading-bar-styles';

/**
 * Page styles the bar needs on content it does not render: the text size (spec section 4:
 * large is zoomed, so text, images and spacing grow together whatever units the content uses)
 * and the read-aloud highlights (the block outlined, the word underlined as well as coloured, so
 * neither is told by colour alone). Injected once per page, however many bars are mounted.
 */
export const READING_BAR_CSS = `
[data-text-size="large"] { zoom: 1.25; }
[data-text-size="extralarge"] { zoom: 1.5; }
.${CURRENT_BLOCK_CLASS} {
  background-color: #fff8e1;
  outline: 2px solid #b26a00;
  outline-offset: 2px;
  border-radius: 2px;
}
::highlight(${WORD_HIGHLIGHT}) {
  background-color: #ffd54f;
  color: #000;
  text-decoration: underline 2px #000;
  text-underline-offset: 3px;
}
`;

export function ensureReadingBarStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = READING_BAR_CSS;
  doc.head.append(style);
}
