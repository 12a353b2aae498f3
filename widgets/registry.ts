/**
 * The remotes this project builds and the widget set of each variant. The loader, the build
 * and the host demo all read this one list.
 */
export const WIDGETS = [
  'lesson-player',
  'dataset-popups',
  'keyword-popover',
  'reading-bar',
  'feedback-dialog',
  'embed-dialog',
  'data-tool',
  'content-browser',
] as const;
export type WidgetName = (typeof WIDGETS)[number];

/**
 * The partner variant has no feedback dialog (feedback goes to the partner's own channel), no
 * embed dialog (partner content is not embeddable elsewhere) and no content browser (the
 * partner's own site lists its content).
 */
export const WIDGET_SETS: Record<'main' | 'partner', readonly WidgetName[]> = {
  main: WIDGETS,
  partner: ['lesson-player', 'dataset-popups', 'keyword-popover', 'reading-bar', 'data-tool'],
};

/**
 * Widgets that take no room in the page's flow (the popover opens over the text it explains):
 * their slot's loading state takes none either, so nothing below moves when they mount.
 */
export const OUT_OF_FLOW_WIDGETS: readonly string[] = ['keyword-popover'];

/**
 * Widgets whose mount only watches the page (React and MUI load on the reader's first
 * approach): a page with only these does not warm the renderer up (src/loader/sharedWarmUp.ts).
 */
export const DEFERRED_RENDER_WIDGETS: readonly string[] = ['keyword-popover'];

/**
 * Widgets that support a page's main content rather than being it: on a page with a main
 * widget they load once its first view is usable (src/loader/mainContent.ts).
 */
export const SUPPORTING_WIDGETS: readonly string[] = ['reading-bar', 'keyword-popover'];

/** Demo-only remotes: built and served by the host demo, never part of a variant's set. */
export const DEMO_REMOTES = ['markup-playground'] as const;

/** Module Federation container names must be identifiers. */
export function containerName(widget: string): string {
  return `courses_${widget.replace(/-/g, '_')}`;
}

export function isWidgetName(name: string): name is WidgetName {
  return (WIDGETS as readonly string[]).includes(name);
}
