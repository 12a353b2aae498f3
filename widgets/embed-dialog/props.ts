import * as v from '@courses/runtime/valibot';
import { ShortUrlPayloadSchema } from '@courses/runtime/startup';
import { DEFAULT_FRAME_HEIGHT } from './frameCode';

/** Only web pages can be framed; a `javascript:` or `data:` URL is refused at the slot. */
const WebUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((url) => /^https?:\/\//i.test(url), 'url must be an http(s) address'),
);

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const EmbedDialogProps = v.pipe(
  v.strictObject({
    /** Page to embed; the current page by default. */
    url: v.optional(WebUrl),
    /** What the content is called: the dialog's heading and the frame's title attribute. */
    title: v.optional(v.string(), ''),
    /** Frame height in pixels (spec section 9: 645 by default). */
    height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100)), DEFAULT_FRAME_HEIGHT),
    /** Kind of content (e.g. dataset, datastory); with `id`, the link is a short link. */
    type: v.optional(ShortUrlPayloadSchema.entries.type),
    /** Id of the content; with `type`, the link is a short link. */
    id: v.optional(ShortUrlPayloadSchema.entries.id),
    /**
     * false: no Embed button of its own; the dialog opens on 'courses:open-embed' events
     * (the lesson player's and the dataset card's Embed buttons send them).
     */
    showButton: v.optional(v.boolean(), true),
  }),
  // A short link needs both; one without the other is almost certainly a template mistake.
  v.forward(
    v.check(
      (props) => (props.type === undefined) === (props.id === undefined),
      'type and id go together: give both for a short link, or neither',
    ),
    ['id'],
  ),
);
export type EmbedDialogProps = v.InferOutput<typeof EmbedDialogProps>;

/** What a 'courses:open-embed' event names: the item to embed, for that opening. */
export const EmbedSubject = v.strictObject({
  url: WebUrl,
  title: v.optional(v.string(), ''),
  type: v.optional(ShortUrlPayloadSchema.entries.type),
  id: v.optional(ShortUrlPayloadSchema.entries.id),
});
export type EmbedSubject = v.InferOutput<typeof EmbedSubject>;
