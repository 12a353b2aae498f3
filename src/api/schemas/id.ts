// The page's shared valibot: remotes bundle this module through shortUrl.ts and must not carry
// a copy of their own.
import * as v from '@courses/runtime/valibot';

/** Ids are positive integers everywhere. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
