/**
 * The valibot functions widgets use, shared once per page as '@courses/runtime/valibot'. A
 * shared module keeps all its exports, so sharing 'valibot' itself would ship the whole
 * library; this list keeps the page's one copy tree-shaken to what the widgets call. A widget
 * that needs another function adds it here (TypeScript says so).
 */
export {
  array,
  boolean,
  check,
  custom,
  forward,
  integer,
  literal,
  maxLength,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  parse,
  picklist,
  pipe,
  regex,
  safeParse,
  startsWith,
  strictObject,
  string,
  summarize,
  trim,
  union,
  unknown,
  url,
} from 'valibot';
export type { GenericSchema, InferInput, InferOutput } from 'valibot';
