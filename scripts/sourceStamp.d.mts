/** Types of sourceStamp.mjs. */
export function sourceStamp(root: string, inputs: string[], environment?: string): string;
