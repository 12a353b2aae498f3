import { defineWidget } from '@courses/runtime';
import { ContentBrowser } from './ContentBrowser';
import { ContentBrowserProps } from './props';

/** Exposed as ./mount: a Django page mounts the content browser here. */
export const mount = defineWidget({
  name: 'content-browser',
  props: ContentBrowserProps,
  Component: ContentBrowser,
});
