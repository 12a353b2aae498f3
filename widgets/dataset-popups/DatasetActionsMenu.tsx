import { useId, useState } from 'react';
import { IconButton, menuOpenedLazily, useMenuTypeAhead } from '@courses/runtime';
import type { DatasetAction, DatasetPopup } from './datasetActions';
import { MoreVertIcon } from './icons';

// The menu and its items (MUI's menu, popover and modal) load when the menu first opens.
const ActionsMenu = menuOpenedLazily(() =>
  import('./ActionsMenu').then((module) => module.ActionsMenu),
);

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
      <ActionsMenu
        id={menuId}
        buttonId={buttonId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        typeAhead={typeAhead}
        actions={actions}
        onOpenPopup={(popup) => {
          close();
          onOpenPopup(popup, anchor);
        }}
      />
    </>
  );
}
