/**
 * Finds where child tokens sit inside their parent's source. marked keeps each token's raw
 * text but not its position; children appear in order, so each search starts where the
 * previous child ended. Inside lists and quotes marked strips indentation and markers, so a
 * child may only be found by its first line, and failing that the position of the previous
 * child is used: still on the right line or close to it.
 */
export class Locator {
  private cursor = 0;

  constructor(
    private readonly parentRaw: string,
    private readonly parentOffset: number,
  ) {}

  locate(childRaw: string): number {
    if (!childRaw) return this.parentOffset + this.cursor;
    let index = this.parentRaw.indexOf(childRaw, this.cursor);
    let length = childRaw.length;
    if (index === -1) {
      const firstLine = childRaw.split('\n', 1)[0]?.trim() ?? '';
      index = firstLine ? this.parentRaw.indexOf(firstLine, this.cursor) : -1;
      length = firstLine.length;
    }
    if (index === -1) return this.parentOffset + this.cursor;
    this.cursor = index + length;
    return this.parentOffset + index;
  }
}
