import type { TextSize } from '@courses/runtime';
import { ReadAloudControls } from './ReadAloudControls';
import { TextSizeControl } from './TextSizeControl';
import { TranslateControl } from './translate/TranslateControl';
import type { useTranslator } from './translate/useTranslator';
import { useReadAloud } from './readAloud/useReadAloud';
import { useTextBlocks } from './readAloud/useTextBlocks';

/**
 * Read aloud over the content's text blocks. Its own component: the block list is rebuilt a
 * second after the content changes (a new lesson step), and only these controls show it.
 */
function ReadAloud({ content, bar }: { content: HTMLElement | null; bar: HTMLElement | null }) {
  const readAloud = useReadAloud();
  const blocks = useTextBlocks(content, bar, readAloud.contentChanged);
  return (
    <ReadAloudControls
      state={readAloud.state}
      blockCount={content ? (blocks?.length ?? null) : 0}
      onPlay={() => blocks && readAloud.play(blocks)}
      onPause={readAloud.pause}
      onResume={readAloud.resume}
      onStop={readAloud.stop}
    />
  );
}

interface ReadingPanelProps {
  size: TextSize;
  onSize: (size: TextSize) => void;
  hideSizeLabel: boolean;
  translator: ReturnType<typeof useTranslator>;
  content: HTMLElement | null;
  bar: HTMLElement | null;
}

/** The bar's controls, loaded when it is first opened: text size, translator and read aloud. */
export default function ReadingPanel({
  size,
  onSize,
  hideSizeLabel,
  translator,
  content,
  bar,
}: ReadingPanelProps) {
  return (
    <>
      <TextSizeControl size={size} onChange={onSize} hideLabel={hideSizeLabel} />
      <TranslateControl
        language={translator.language}
        state={translator.state}
        onPrepare={translator.load}
        onChoose={translator.choose}
        onRetry={translator.retry}
      />
      <ReadAloud content={content} bar={bar} />
    </>
  );
}
