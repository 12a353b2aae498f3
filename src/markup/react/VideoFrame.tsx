import { classifyUrl } from '../url';
import { ProblemMark } from './ProblemMark';

interface VideoFrameProps {
  /** Missing when the sanitiser refused the address. */
  src: string | undefined;
  title: string;
  width: number;
  height: number;
}

/** An embedded video, simulation or page; the sanitiser has already checked its host. */
export function VideoFrame({ src, title, width, height }: VideoFrameProps) {
  const kind = src === undefined ? 'unsafe' : classifyUrl(src);
  if (src === undefined || (kind !== 'http' && kind !== 'relative')) {
    return <ProblemMark message="This frame's address is not allowed.">{title}</ProblemMark>;
  }
  return (
    <div className="markup-video" style={{ maxWidth: width }}>
      <iframe
        src={src}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    </div>
  );
}
