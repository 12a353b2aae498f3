import { useId, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { menuOpenedLazily, useMenuTypeAhead, type DatasetColumn } from '@courses/runtime';
import type { Axis } from './model/plotState';
import { columnLabel } from './model/table';

// The menu and its items (MUI's menu, popover and modal) load when the menu first opens.
const AxisMenu = menuOpenedLazily(() => import('./AxisMenu').then((module) => module.AxisMenu));

/** Where a dragged attribute may land: elements carrying data-drop-axis="x" or "y". */
export const DROP_AXIS_ATTRIBUTE = 'data-drop-axis';

interface Drag {
  column: DatasetColumn;
  pointerId: number;
  x: number;
  y: number;
  moved: boolean;
}

export interface AttributeChipsProps {
  columns: readonly DatasetColumn[];
  disabled: boolean;
  /** A drag is under way: the graph shows where it can land. */
  onDragChange: (dragging: boolean) => void;
  onAssign: (axis: Axis, column: DatasetColumn) => void;
}

function dropAxisAt(x: number, y: number): Axis | null {
  const target = document.elementFromPoint(x, y)?.closest(`[${DROP_AXIS_ATTRIBUTE}]`);
  const axis = target?.getAttribute(DROP_AXIS_ATTRIBUTE);
  return axis === 'x' || axis === 'y' ? axis : null;
}

/**
 * The table's attributes as chips. Drag one onto an axis of the graph with a mouse, a pen or a
 * finger (pointer events, so touch works where HTML5 drag and drop does not), or press Enter
 * or Space on it and choose the axis from a menu.
 */
export function AttributeChips({ columns, disabled, onDragChange, onAssign }: AttributeChipsProps) {
  const labelId = useId();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; column: DatasetColumn } | null>(null);
  // Spec section 9: typed letters find an axis, the buffer kept for 1 s (MUI keeps 0.5 s).
  const typeAhead = useMenuTypeAhead();
  const dragRef = useRef<Drag | null>(null);
  // The captured pointer's release also clicks the chip: that click ends the drag, not a menu.
  const justDragged = useRef(false);

  const move = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  function start(event: PointerEvent<HTMLButtonElement>, column: DatasetColumn) {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    move({ column, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false });
  }
  function follow(event: PointerEvent<HTMLButtonElement>) {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const moved =
      current.moved || Math.hypot(event.clientX - current.x, event.clientY - current.y) > 4;
    if (moved && !current.moved) onDragChange(true);
    move({ ...current, x: event.clientX, y: event.clientY, moved });
  }
  function drop(event: PointerEvent<HTMLButtonElement>) {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    move(null);
    if (!current.moved) return; // a click: the keyboard path's menu opens from onClick
    justDragged.current = true;
    // Where no click follows (released outside the chip), the next click is not swallowed.
    setTimeout(() => {
      justDragged.current = false;
    }, 0);
    onDragChange(false);
    const axis = dropAxisAt(event.clientX, event.clientY);
    if (axis) onAssign(axis, current.column);
  }

  return (
    <Box>
      <Box id={labelId} sx={{ fontSize: '0.875rem', fontWeight: 600, mb: 0.5 }}>
        Attributes: drag one onto an axis, or press Enter to choose its axis
      </Box>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {columns.map((column) => (
          <li key={column.id}>
            <Box
              component="button"
              type="button"
              disabled={disabled}
              aria-haspopup="menu"
              data-testid={`data-tool.attribute.${column.id}`}
              onPointerDown={(event: PointerEvent<HTMLButtonElement>) => start(event, column)}
              onPointerMove={follow}
              onPointerUp={drop}
              onPointerCancel={() => {
                move(null);
                onDragChange(false);
              }}
              onClick={(event) => {
                // Enter, Space or a click without a drag: choose the axis from a menu.
                if (justDragged.current) {
                  justDragged.current = false;
                  return;
                }
                setMenu({ anchor: event.currentTarget, column });
              }}
              sx={{
                font: 'inherit',
                fontSize: '0.875rem',
                px: 1.5,
                py: 0.5,
                borderRadius: 4,
                border: '1px solid #1d4f91',
                background: '#eef3fa',
                color: '#12365f',
                cursor: disabled ? 'default' : 'grab',
                touchAction: 'none',
                // Its own hover, so a host page's `button:hover` cannot paint it unreadable.
                '&:hover': { background: '#dbe6f5', color: '#12365f' },
                '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
              }}
            >
              {columnLabel(column)}
            </Box>
          </li>
        ))}
      </Box>
      {drag?.moved && (
        <Box
          aria-hidden="true"
          sx={{
            position: 'fixed',
            left: drag.x + 8,
            top: drag.y + 8,
            pointerEvents: 'none',
            zIndex: 1500,
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            background: '#1d4f91',
            color: '#fff',
            fontSize: '0.875rem',
          }}
        >
          {columnLabel(drag.column)}
        </Box>
      )}
      <AxisMenu
        open={menu !== null}
        anchorEl={menu?.anchor ?? null}
        onClose={() => setMenu(null)}
        typeAhead={typeAhead}
        onChoose={(axis) => {
          if (menu) onAssign(axis, menu.column);
          setMenu(null);
        }}
      />
    </Box>
  );
}
