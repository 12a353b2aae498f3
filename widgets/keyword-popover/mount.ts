import { deferredMount } from '@courses/runtime/startup';
import { createActivationRelay, watchKeywords } from './keywordActivation';
import { KeywordPopoverProps } from './props';

/**
 * Exposed as ./mount: a Django page mounts the keyword-popover widget here. The popover shows
 * nothing until a reader points at, focuses or activates a keyword, so mounting only watches
 * the page; the card, React and MUI load on that first approach.
 */
export const mount = deferredMount({
  name: 'keyword-popover',
  props: KeywordPopoverProps,
  setUp: () => {
    const relay = createActivationRelay();
    return {
      load: () => import('./popoverMount').then((module) => module.popoverMount(relay)),
      watch: ({ scope }, start) =>
        watchKeywords(scope, {
          activate: (keyword) => {
            relay.activate(keyword);
            void start();
          },
          approach: () => {
            relay.approach();
            void start();
          },
        }),
    };
  },
});
