// The page's shared valibot: this module is bundled into remotes (see below), which must not
// carry a copy of their own.
import * as v from '@courses/runtime/valibot';
import { IdSchema } from './id';

/**
 * POST /api/misc/get_short_url/. In a module of its own because the embed dialog's light
 * mount bundles it (through '@courses/runtime/startup') to check its props before the runtime
 * loads.
 */
export const ShortUrlPayloadSchema = v.object({
  url: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  id: v.union([IdSchema, v.pipe(v.string(), v.minLength(1), v.maxLength(100))]),
});
export type ShortUrlPayload = v.InferInput<typeof ShortUrlPayloadSchema>;
