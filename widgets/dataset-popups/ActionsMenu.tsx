import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuTypeAheadHandlers } from '@courses/runtime';
import type { DatasetAction, DatasetPopup } from './datasetActions';

export interface ActionsMenuProps {
  id: string;
  buttonId: string;
  anchorEl: HTMLButtonElement | null;
  open: boolean;
  onClose: () => void;
  typeAhead: MenuTypeAheadHandlers;
  actions: DatasetAction[];
  onOpenPopup: (popup: DatasetPopup) => void;
}

/** The three-dot menu's list: its own chunk, loaded with MUI's menu when it first opens. */
export function ActionsMenu({
  id,
  buttonId,
  anchorEl,
  open,
  onClose,
  typeAhead,
  actions,
  onOpenPopup,
}: ActionsMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, ...typeAhead } }}
    >
      {actions.map((action) =>
        action.kind === 'link' ? (
          <MenuItem
            key={action.label}
            component="a"
            href={action.href}
            {...(action.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            onClick={onClose}
          >
            {action.label}
          </MenuItem>
        ) : (
          <MenuItem key={action.label} onClick={() => onOpenPopup(action.popup)}>
            {action.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
