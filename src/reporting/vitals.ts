import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import type { ReportEvent } from './events';

type Vital = Extract<ReportEvent, { type: 'vital' }>;

/** The widget slot an element is in, if it is in one: how a vital is attributed to a widget. */
export function slotOf(node: Node | null | undefined): Pick<Vital, 'widget' | 'slot'> {
  const element = node instanceof Element ? node : node?.parentElement;
  const slot = element?.closest<HTMLElement>('[data-widget][id]');
  if (!slot) return {};
  return { slot: slot.id, ...(slot.dataset.widget ? { widget: slot.dataset.widget } : {}) };
}

/** The element each metric was measured on: the LCP element, the slowest interaction's target, the largest shift. */
function elementOf(metric: LCPMetric | INPMetric | CLSMetric): Node | null | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.entries.at(-1)?.element;
    case 'INP':
      return metric.entries[0]?.target;
    case 'CLS': {
      const largest = [...metric.entries].sort((a, b) => b.value - a.value)[0];
      return largest?.sources[0]?.node;
    }
  }
}

/**
 * Reports the page's LCP, INP and CLS as web-vitals measures them (each when final, at the
 * latest when the page is hidden), attributed to the slot of the element they were measured on.
 */
export function reportVitals(report: (event: ReportEvent) => void): void {
  const send = (metric: LCPMetric | INPMetric | CLSMetric) =>
    report({
      type: 'vital',
      name: metric.name,
      // CLS is a unitless score; LCP and INP are milliseconds.
      value:
        metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating,
      ...slotOf(elementOf(metric)),
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
}
