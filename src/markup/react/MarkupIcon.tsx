import type { IconName } from '../icons';

/**
 * An icon of the fixed set, drawn by the content's style (iconStyles.ts) as the renderer's
 * static icons are. Decorative: the words around it carry the meaning.
 */
export function MarkupIcon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ?? 'markup-icon'} data-icon={name} aria-hidden="true" />;
}
