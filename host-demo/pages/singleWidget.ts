import type { HostPage } from './hostPage';
import { escapeHtml, layout, slot } from './layout';
import { CARD_TITLES, demoProps } from './allWidgets';
import { isWidgetName } from '../../widgets/registry';

export const SINGLE_WIDGET_PREFIX = '/demo/widget/';

/** `/demo/widget/{name}/`: one widget alone on a page, as a small Django page would mount it. */
export const singleWidgetPage: HostPage = {
  path: SINGLE_WIDGET_PREFIX,
  title: 'One widget',
  description: 'A page with a single widget.',
  listed: false,
  render(ctx) {
    const name = ctx.path.slice(SINGLE_WIDGET_PREFIX.length).replace(/\/$/, '');
    if (!isWidgetName(name)) {
      return layout(ctx, {
        title: 'One widget',
        body: `<p>There is no widget named “${escapeHtml(name)}”.</p>`,
      });
    }
    return layout(ctx, {
      title: CARD_TITLES[name],
      body: slot(`${name}-root`, name, demoProps(name, ctx)),
    });
  },
};
