import type { AiMarker } from '../types';

/** Labels of the AI content types (spec section 3: keyword is the only known type). */
export const AI_TYPE_LABELS: Record<string, string> = {
  keyword: 'Dictionary definition summarized with AI',
};
const FALLBACK_LABEL = 'Written with AI';

export function aiLabel(ai: AiMarker): string {
  return AI_TYPE_LABELS[ai.type] ?? FALLBACK_LABEL;
}

/** The badge shown instead of the `::ai` marker line. */
export function AiBadge({ ai }: { ai: AiMarker }) {
  return (
    <p className="markup-ai-badge" title={ai.model ? `Model: ${ai.model}` : undefined}>
      <span className="markup-ai-chip" aria-hidden="true">
        AI
      </span>
      <span>{aiLabel(ai)}</span>
    </p>
  );
}
