/**
 * The key of a graph question: which attribute belongs on each axis and which graph type, as
 * an author writes it in the question's `answer` attribute: `answer="x=latitude y=annual
 * type=dot"` (any of the three parts; docs/markup.md). One reading for the markup checker, the
 * step's Check and the server's grading.
 */
export interface GraphKey {
  x: string | null;
  y: string | null;
  type: string | null;
}

/** The words shown where a plot uses other attributes than the key (spec section 5). */
export const WRONG_AXIS_ATTRIBUTES = 'Wrong attributes on axis';

const PART = /^(x|y|type)=([A-Za-z0-9_.-]+)$/;

/** Reads a graph key; null when the text is not one (an unknown part, a repeated one, none). */
export function parseGraphKey(text: string): GraphKey | null {
  const key: GraphKey = { x: null, y: null, type: null };
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  for (const part of parts) {
    const match = PART.exec(part);
    const name = match?.[1] as keyof GraphKey | undefined;
    if (!match || !name || key[name] !== null) return null;
    key[name] = match[2] ?? null;
  }
  return key;
}

export interface GraphCheck {
  /** Every part of the key matches the plot. */
  correct: boolean;
  /** An axis holds another attribute than the key names: 'Wrong attributes on axis'. */
  wrongAxes: boolean;
  wrongType: boolean;
}

function field(plot: Readonly<Record<string, unknown>>, ...names: string[]): string | null {
  for (const name of names) {
    const value = plot[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** Compares a saved plot state (graphType, xAttribute, yAttribute) with a graph key. */
export function checkGraph(key: GraphKey, plot: Readonly<Record<string, unknown>>): GraphCheck {
  const wrongAxes =
    (key.x !== null && field(plot, 'xAttribute') !== key.x) ||
    (key.y !== null && field(plot, 'yAttribute') !== key.y);
  const wrongType = key.type !== null && field(plot, 'graphType', 'plotType') !== key.type;
  return { correct: !wrongAxes && !wrongType, wrongAxes, wrongType };
}
