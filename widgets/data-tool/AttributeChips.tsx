import { useId, useRef, useState, type PointerEvent } from 'react';
import { menuOpenedLazily, useMenuTypeAhead, type DatasetColumn } from '@courses/runtime';
import type { Axis } from './model/plotState';
import { columnLabel } from './model/table';
import { ensureDataToolStyles } from './dataToolStyles';

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
  ensureDataToolStyles();
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
    <div>
      <div id={labelId} style={{ fontSize: '0.875rem', fontWeight: 600, marginBottom: 4 }}>
        Attributes: drag one onto an axis, or press Enter to choose its axis
      </div>
      <ul
        aria-labelledby={labelId}
        className="courses-data-tool-row-list courses-data-tool-attributes"
      >
        {columns.map((column) => (
          <li key={column.id}>
            <button
              type="button"
              disabled={disabled}
              aria-haspopup="menu"
              data-testid={`data-tool.attribute.${column.id}`}
              onPointerDown={(event) => start(event, column)}
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
            >
              {columnLabel(column)}
            </button>
          </li>
        ))}
      </ul>
      {drag?.moved && (
        <div
          aria-hidden="true"
          className="courses-data-tool-dragged"
          style={{ left: drag.x + 8, top: drag.y + 8 }}
        >
          {columnLabel(drag.column)}
        </div>
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
    </div>
  );
}
