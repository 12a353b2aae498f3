import { DROP_AXIS_ATTRIBUTE } from './AttributeChips';
import { ensureDataToolStyles } from './dataToolStyles';

/**
 * While an attribute is dragged, the graph's axes become targets: a strip along the bottom
 * (x) and one along the left (y), where the axis labels are. Only the axes the graph has.
 */
export function AxisDropZones({ hasY }: { hasY: boolean }) {
  ensureDataToolStyles();
  return (
    <>
      <div
        {...{ [DROP_AXIS_ATTRIBUTE]: 'x' }}
        data-testid="data-tool.drop-x"
        className="courses-data-tool-drop"
        style={{ left: '12%', right: 0, bottom: 0, height: '22%' }}
      >
        X axis
      </div>
      {hasY && (
        <div
          {...{ [DROP_AXIS_ATTRIBUTE]: 'y' }}
          data-testid="data-tool.drop-y"
          className="courses-data-tool-drop"
          style={{ left: 0, top: 0, bottom: '22%', width: '12%', writingMode: 'vertical-rl' }}
        >
          Y axis
        </div>
      )}
    </>
  );
}
