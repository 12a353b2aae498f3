import * as v from '@courses/runtime/valibot';
import { ActivitySchema } from '@courses/runtime';

/**
 * Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface.
 * The slot shows one of:
 * - a dataset, named by its id or by its code (access_url): GET /api/datasets/{code}/ takes
 *   either, and user datasets are read from the same path;
 * - an activity, given whole as its page has it (the activity page of the product);
 * - nothing (`listen: true`): the slot only answers the page's open-share and
 *   open-dataset-popup events (a lesson's data-story Share, About and Vocabulary).
 * Every slot answers those events, so a page needs a `listen` slot only when it has no other.
 */
export const DatasetPopupsProps = v.pipe(
  v.strictObject({
    datasetId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** The dataset's access_url, as in /tableview/dataset/{access_url}/. */
    code: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    /** The course dataset of a data step: enables the Vocabulary popup. */
    courseDatasetId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /**
     * Where the host serves a dataset's chromeless view for other sites' frames (e.g.
     * /embed/dataset/, followed by the code): the card then has an Embed button.
     */
    embedPath: v.optional(v.pipe(v.string(), v.startsWith('/'))),
    /** An activity: its card has the activity info popup and Share (Direct Link, Email). */
    activity: v.optional(ActivitySchema),
    /** Junior-edition content (an activity on a Jr. dataset). */
    isJunior: v.optional(v.boolean()),
    /** No card: the slot answers the page's open-share and open-dataset-popup events. */
    listen: v.optional(v.boolean()),
  }),
  v.check(
    (props) =>
      props.datasetId !== undefined ||
      props.code !== undefined ||
      props.activity !== undefined ||
      props.listen === true,
    'Give datasetId or code, an activity, or listen: true',
  ),
);
export type DatasetPopupsProps = v.InferOutput<typeof DatasetPopupsProps>;

/** The path segment GET /api/datasets/{code}/ expects, or null when no dataset is named. */
export function datasetCode(props: DatasetPopupsProps): string | null {
  if (props.code !== undefined) return props.code;
  return props.datasetId === undefined ? null : String(props.datasetId);
}

/** A `listen` slot: no card, only the page's open-share and open-dataset-popup events. */
export function isListenOnly(props: DatasetPopupsProps): boolean {
  return props.listen === true && datasetCode(props) === null && props.activity === undefined;
}
