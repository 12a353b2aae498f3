import { useState, type RefObject } from 'react';
import { Button, GENERIC_ERROR_MESSAGE, toast } from '@courses/runtime';
import { captureGraph } from './captureLater';

export interface ExportPngButtonProps {
  svgRef: RefObject<SVGSVGElement | null>;
  /** The file name without extension: the dataset's name. */
  name: string;
  disabled: boolean;
}

/** A file name a download can use on any system. */
export function pngFileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'plot'}.png`;
}

/** Downloads the graph as shown, as a PNG, through a link with `download`. */
export function ExportPngButton({ svgRef, name, disabled }: ExportPngButtonProps) {
  const [busy, setBusy] = useState(false);
  async function exportPng() {
    const svg = svgRef.current;
    if (!svg || busy) return;
    setBusy(true);
    try {
      const link = document.createElement('a');
      link.href = await captureGraph(svg);
      link.download = pngFileName(name);
      // Firefox follows only links that are in the document.
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.error('[courses] data-tool: the PNG could not be made', error);
      toast(GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outlined"
      style={{ marginTop: 8 }}
      disabled={disabled}
      aria-busy={busy}
      onClick={() => void exportPng()}
    >
      Export PNG
    </Button>
  );
}
