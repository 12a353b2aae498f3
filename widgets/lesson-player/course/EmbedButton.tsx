import { useLocation } from '../router';
import { Button, embedUrl, openEmbedDialog } from '@courses/runtime';
import { useEmbedPath } from '../shell/embedPath';

/**
 * Embed: opens the page's embed dialog (an embed-dialog slot, its own button hidden) with the
 * code of the view on screen, as a chromeless page under the host's embed path. Not shown
 * without an embed path, nor inside a frame (an embed does not offer to embed itself).
 */
export function EmbedButton({ title }: { title: string }) {
  const embedPath = useEmbedPath();
  const { pathname } = useLocation();
  if (!embedPath || window.parent !== window) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => openEmbedDialog({ url: embedUrl(embedPath, pathname), title })}
    >
      Embed
    </Button>
  );
}
