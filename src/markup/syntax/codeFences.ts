const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/**
 * Follows Markdown code fences line by line so that directive-looking lines inside a code
 * sample stay code, as they would in marked.
 */
export class CodeFenceTracker {
  private open: { char: string; length: number } | null = null;

  /** True when `line` opens, continues or closes a code fence. */
  consumes(line: string): boolean {
    if (this.open) {
      const close = FENCE_CLOSE.exec(line);
      const marker = close?.[1];
      if (marker && marker[0] === this.open.char && marker.length >= this.open.length) {
        this.open = null;
      }
      return true;
    }
    const open = FENCE_OPEN.exec(line);
    const marker = open?.[1];
    if (!marker) return false;
    // A backtick fence's info string may not contain backticks (CommonMark); that is inline code.
    if (marker[0] === '`' && (open[2] ?? '').includes('`')) return false;
    this.open = { char: marker[0] ?? '`', length: marker.length };
    return true;
  }
}
