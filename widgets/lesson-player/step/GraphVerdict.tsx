import { Text, type UserAnswerValue } from '@courses/runtime';
import { WRONG_AXIS_ATTRIBUTES, checkGraph, parseGraphKey } from '@courses/runtime/markup';

/** After a check, what is wrong with a saved graph: its axes (spec section 5) or its type. */
export function GraphVerdict({
  answer,
  value,
}: {
  answer: UserAnswerValue;
  value: UserAnswerValue | undefined;
}) {
  const key = typeof answer === 'string' ? parseGraphKey(answer) : null;
  if (!key || typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const check = checkGraph(key, value);
  if (check.correct) return null;
  return (
    <Text variant="body2" tone="error" data-testid="step.graph-verdict">
      {check.wrongAxes ? WRONG_AXIS_ATTRIBUTES : `A ${key.type ?? ''} graph was asked for.`}
    </Text>
  );
}
