import { defineWidget, type MountFunction } from '@courses/runtime';
import type { ActivationRelay } from './keywordActivation';
import { KeywordPopover } from './KeywordPopover';
import { KeywordPopoverProps } from './props';

/** The popover's React part, loaded by mount.ts on the first keyword a reader approaches. */
export function popoverMount(relay: ActivationRelay): MountFunction {
  return defineWidget({
    name: 'keyword-popover',
    props: KeywordPopoverProps,
    Component: (props: KeywordPopoverProps) => <KeywordPopover {...props} activations={relay} />,
  });
}
