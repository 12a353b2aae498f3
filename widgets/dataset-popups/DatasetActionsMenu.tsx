import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { menuOpenedLazily, useMenuTypeAhead } from '@courses/runtime';
import type { DatasetAction, DatasetPopup } from './datasetActions';
import { MoreVertIcon } from './icons';

// MUI's menu (with its popover and modal) loads when the menu first opens.
const Menu = menuOpenedLazily(() => import('@mui/material/Menu').then((module) => module.default));

interface DatasetActionsMenuProps {
  actions: DatasetAction[];
  /** `opener` is the menu button: the popup gives focus back to it, the item being gone. */
  onOpenPopup: (popup: DatasetPopup, opener: HTMLElement | null) => void;
}

/** The three-dot menu: links navigate, the other items open a popup of this widget. */
export function DatasetActionsMenu({ actions, onOpenPopup }: DatasetActionsMenuProps) {
  // The menu's anchor while open; null when closed.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const buttonId = useId();
  const menuId = useId();
  // Spec section 9: typed letters find an item, the buffer kept for 1 s (MUI keeps 0.5 s).
  const typeAhead = useMenuTypeAhead();
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label="Dataset actions"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="dataset-popups.actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
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
              onClick={close}
            >
              {action.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                onOpenPopup(action.popup, anchor);
              }}
            >
              {action.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
