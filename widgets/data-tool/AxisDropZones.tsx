import Box from '@mui/material/Box';
import { DROP_AXIS_ATTRIBUTE } from './AttributeChips';

const ZONE = {
  position: 'absolute',
  border: '2px dashed #d9480f',
  background: 'rgba(217, 72, 15, 0.08)',
  color: '#8a2d07',
  fontSize: '0.8rem',
  fontWeight: 600,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1,
} as const;

/**
 * While an attribute is dragged, the graph's axes become targets: a strip along the bottom
 * (x) and one along the left (y), where the axis labels are. Only the axes the graph has.
 */
export function AxisDropZones({ hasY }: { hasY: boolean }) {
  return (
    <>
      <Box
        {...{ [DROP_AXIS_ATTRIBUTE]: 'x' }}
        data-testid="data-tool.drop-x"
        sx={{ ...ZONE, left: '12%', right: 0, bottom: 0, height: '22%' }}
      >
        X axis
      </Box>
      {hasY && (
        <Box
          {...{ [DROP_AXIS_ATTRIBUTE]: 'y' }}
          data-testid="data-tool.drop-y"
          sx={{ ...ZONE, left: 0, top: 0, bottom: '22%', width: '12%', writingMode: 'vertical-rl' }}
        >
          Y axis
        </Box>
      )}
    </>
  );
}
