import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuTypeAheadHandlers } from '@courses/runtime';
import type { Axis } from './model/plotState';

export interface AxisMenuProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  typeAhead: MenuTypeAheadHandlers;
  onChoose: (axis: Axis) => void;
}

/** The menu of an attribute chip: which axis it goes on. Its own chunk, loaded when it opens. */
export function AxisMenu({ open, anchorEl, onClose, typeAhead, onChoose }: AxisMenuProps) {
  return (
    <Menu open={open} anchorEl={anchorEl} onClose={onClose} slotProps={{ list: typeAhead }}>
      {(['x', 'y'] as const).map((axis) => (
        <MenuItem key={axis} onClick={() => onChoose(axis)}>
          {axis === 'x' ? 'X axis' : 'Y axis'}
        </MenuItem>
      ))}
    </Menu>
  );
}
