import { defineWidget } from '@courses/runtime';
import { DataTool } from './DataTool';
import { DataToolProps } from './props';

/** Exposed as ./mount: a Django page mounts the data-tool widget here. */
export const mount = defineWidget({ name: 'data-tool', props: DataToolProps, Component: DataTool });
