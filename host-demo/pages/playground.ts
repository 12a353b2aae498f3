import type { HostPage } from './hostPage';
import { layout, slot } from './layout';

/** `/playground/markup/`: write content markup and see what it renders, parses and reports. */
export const playgroundPage: HostPage = {
  path: '/playground/markup/',
  title: 'Markup playground',
  description:
    'Write lesson markup and see the preview, the questions, the answer key and any problems.',
  render(ctx) {
    return layout(ctx, {
      title: 'Markup playground',
      // The playground is a demo tool, not part of any variant's widget set.
      config: { extraWidgets: ['markup-playground'] },
      body: slot('markup-playground-root', 'markup-playground', {}),
    });
  },
};
