import { ICONS, type IconName, type IconShape } from '../icons';

function Shape({ shape }: { shape: IconShape }) {
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'polyline':
      return <polyline points={shape.points} />;
    case 'polygon':
      return <polygon points={shape.points} />;
    case 'rect':
      return (
        <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />
      );
  }
}

/** An icon of the fixed set. Decorative: the words around it carry the meaning. */
export function MarkupIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ?? 'markup-icon'}
      data-icon={name}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name].shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
