import { loadShare } from '@module-federation/enhanced/runtime';

/**
 * What every widget that renders at mount starts with, provided by the loader: React, its
 * renderer and the runtime's core. Not MUI: what widgets show first is the runtime's kit
 * (src/ui/kit), and MUI loads with the first dialog or menu a reader opens.
 */
export const RENDER_SHARES = ['react', 'react-dom/client', '@courses/runtime'];

/** What a page that opens on a lesson shows its content with (startCalls.ts, opensOnLesson). */
export const MARKUP_SHARE = '@courses/runtime/markup';

type Load = (name: string) => Promise<unknown>;
/** The constructs' code (markup/load.ts), downloaded beside the renderer's rather than after it. */
const loadConstructs = () =>
  import(/* webpackChunkName: "markup-constructs" */ '../markup/kits/all');

let renderShares: Promise<unknown> | null = null;
let contentWarmed = false;

/**
 * Starts downloading the shared modules a rendering widget needs as soon as the page is known to
 * have one, beside the widgets' manifests and entries. Otherwise they are asked for only once a
 * remote's entry has arrived and named them, one network round trip later on a first visit.
 * Nothing runs twice: the remotes get the same loads from the share scope, and a load only
 * downloads (the module runs when a remote first takes it).
 */
export function warmUpRenderShares(load: Load = loadShare): Promise<unknown> {
  renderShares ??= Promise.all(
    RENDER_SHARES.map((name) =>
      // A failure here is the remote's to meet and show when it asks for the module itself.
      load(name).catch(() => undefined),
    ),
  );
  return renderShares;
}

/**
 * Downloads the content renderer (markup) for a page that opens on a lesson once the render
 * shares have arrived, and beside it the code of the constructs a lesson's steps use
 * (questions, videos, alerts: markup/load.ts). Asked for by the widget, the renderer would
 * leave only once React had run and the player had picked its view, and the constructs only
 * once the renderer had run and read the step: on a school's slow network the link stood idle
 * meanwhile. Asked for with React, they slowed React down, which everything waits for.
 */
export function warmUpLessonContent(
  load: Load = loadShare,
  constructs: () => Promise<unknown> = loadConstructs,
): void {
  if (contentWarmed) return;
  contentWarmed = true;
  warmUpRenderShares(load)
    .then(() => Promise.all([load(MARKUP_SHARE), constructs()]))
    // A failure is the widget's to meet and show when it asks for the code itself.
    .catch(() => undefined);
}
