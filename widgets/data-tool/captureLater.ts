/**
 * A PNG of the graph (captureSvg.ts), whose code loads with the first capture: Export PNG, Save
 * Plot and courses:capture-plot need it, showing the graph does not. A failed load rejects, as
 * a failed capture does.
 */
export function captureGraph(svg: SVGSVGElement): Promise<string> {
  return import('./captureSvg').then((module) => module.captureGraph(svg));
}
