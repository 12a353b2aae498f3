import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { VISUALLY_HIDDEN } from '@courses/runtime';
import { rowWindow } from './model/rowWindow';
import { sortOrder, type TableSort } from './model/sortRows';
import { columnLabel, displayValue, type DataTable } from './model/table';
import { ROW_HEIGHT, ensureDataToolStyles } from './dataToolStyles';

const VIEWPORT_HEIGHT = 380;
const OVERSCAN = 10;

/** What each key does to the row that has focus (its position in the shown order). */
function movedPosition(key: string, position: number, count: number, page: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, position + 1);
    case 'ArrowUp':
      return Math.max(0, position - 1);
    case 'PageDown':
      return Math.min(last, position + page);
    case 'PageUp':
      return Math.max(0, position - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export const TABLE_KEYS_HINT =
  'Arrow keys move between cases; Space selects or deselects the case, which the graph highlights.';

const ARROWS = { ascending: '▲', descending: '▼' } as const;

export interface DataTableViewProps {
  table: DataTable;
  sort: TableSort | null;
  onSortChange: (next: TableSort | null) => void;
  /** Rows (indices into table.rows) selected here or on the graph. */
  selected: ReadonlySet<number>;
  onSelect: (rows: Set<number>) => void;
}

/** Scroll position and height of the scrolling box; the default height before layout. */
function useViewport(ref: RefObject<HTMLElement | null>) {
  const [viewport, setViewport] = useState({ top: 0, height: VIEWPORT_HEIGHT });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () =>
      setViewport({ top: element.scrollTop, height: element.clientHeight || VIEWPORT_HEIGHT });
    read();
    element.addEventListener('scroll', read, { passive: true });
    return () => element.removeEventListener('scroll', read);
  }, [ref]);
  return viewport;
}

/**
 * The table of cases: the graph's text alternative, scrollable inside its region. A column
 * header sorts by that column: ascending, then descending, then back to the data's own order.
 * Only the rows in view (and a margin) are in the DOM, so 100,000 cases scroll as 30 do; the
 * table's aria-rowcount and each row's aria-rowindex tell screen readers where they are.
 * Clicking a row selects its case (Ctrl or Cmd adds to the selection). By keyboard one row is
 * a tab stop: the arrow keys, Page Up/Down, Home and End move it (scrolling the window so the
 * row is drawn, then focusing it) and Space adds or removes its case.
 */
export function DataTableView({
  table,
  sort,
  onSortChange,
  selected,
  onSelect,
}: DataTableViewProps) {
  ensureDataToolStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(scrollRef);
  const captionId = useId();
  const hintId = useId();
  /** The row (position in the shown order) that holds the table's tab stop. */
  const [cursor, setCursor] = useState(0);
  /** Set when a key moved the cursor: focus follows once that row is drawn. */
  const focusPending = useRef(false);
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const cases = `${table.rows.length} ${table.rows.length === 1 ? 'case' : 'cases'}`;
  const className = table.columns.map((column) =>
    column.type === 'categorical' ? undefined : 'number',
  );
  const sortColumn = table.columns.find((column) => column.id === sort?.columnId);
  const order = useMemo(
    () => (sort && sortColumn ? sortOrder(table.rows, sortColumn, sort.direction) : null),
    [table.rows, sort, sortColumn],
  );
  const { start, end } = rowWindow(
    table.rows.length,
    viewport.top,
    viewport.height,
    ROW_HEIGHT,
    OVERSCAN,
  );
  const shown: number[] = [];
  for (let position = start; position < end; position++) {
    shown.push(order ? (order[position] ?? 0) : position);
  }

  function pick(event: MouseEvent, index: number) {
    const next = new Set(event.ctrlKey || event.metaKey ? selected : []);
    if (selected.has(index) && (event.ctrlKey || event.metaKey || selected.size === 1)) {
      next.delete(index);
    } else {
      next.add(index);
    }
    onSelect(next);
  }

  // After a key moves the cursor the row may be drawn only once the scroll has re-windowed the
  // table, so this runs after every render until the row exists.
  useEffect(() => {
    if (!focusPending.current) return;
    const row = tbodyRef.current?.querySelector<HTMLElement>(`tr[data-position="${cursor}"]`);
    if (!row) return;
    focusPending.current = false;
    row.focus({ preventScroll: true });
  });

  /** Scrolls the box just enough for the row at `position` to be in view below the header. */
  function reveal(position: number) {
    const box = scrollRef.current;
    if (!box) return;
    const header = box.querySelector('thead')?.getBoundingClientRect().height ?? ROW_HEIGHT;
    const caption = box.querySelector('caption')?.getBoundingClientRect().height ?? 0;
    const top = caption + header + position * ROW_HEIGHT;
    if (top - header < box.scrollTop) box.scrollTop = top - header;
    else if (top + ROW_HEIGHT > box.scrollTop + box.clientHeight) {
      box.scrollTop = top + ROW_HEIGHT - box.clientHeight;
    }
  }

  function onRowKeyDown(event: KeyboardEvent, position: number, index: number) {
    if (event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      const next = new Set(selected);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      onSelect(next);
      return;
    }
    const page = Math.max(1, Math.floor(viewport.height / ROW_HEIGHT) - 1);
    const moved = movedPosition(event.key, position, table.rows.length, page);
    if (moved === null || moved === position) return;
    event.preventDefault();
    focusPending.current = true;
    setCursor(moved);
    reveal(moved);
  }

  function nextSort(columnId: string): TableSort | null {
    if (sort?.columnId !== columnId) return { columnId, direction: 'ascending' };
    return sort.direction === 'ascending' ? { columnId, direction: 'descending' } : null;
  }

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      ref={scrollRef}
      data-testid="data-tool.table"
      className="courses-data-tool-table-box"
      style={{ maxHeight: VIEWPORT_HEIGHT }}
    >
      <span id={hintId} style={VISUALLY_HIDDEN}>
        {TABLE_KEYS_HINT}
      </span>
      <table
        className="courses-data-tool-table"
        aria-rowcount={table.rows.length + 1}
        aria-describedby={hintId}
      >
        <caption id={captionId}>
          {table.name} ({cases})
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            {table.columns.map((column, i) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th
                  scope="col"
                  key={column.id}
                  className={className[i]}
                  aria-sort={direction ?? 'none'}
                >
                  <button type="button" onClick={() => onSortChange(nextSort(column.id))}>
                    {columnLabel(column)}
                    <span aria-hidden="true" style={{ fontSize: '0.7em', minWidth: '1em' }}>
                      {direction ? ARROWS[direction] : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={tbodyRef}>
          {start > 0 && <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }} />}
          {shown.map((index, i) => (
            <tr
              key={index}
              aria-rowindex={start + i + 2}
              aria-selected={selected.has(index)}
              data-position={start + i}
              // The cursor's row is the tab stop; a cursor beyond the data (fewer rows now)
              // falls back to the first.
              tabIndex={start + i === Math.min(cursor, table.rows.length - 1) ? 0 : -1}
              className={(start + i) % 2 === 1 ? 'even' : undefined}
              onClick={(event) => pick(event, index)}
              onFocus={() => setCursor(start + i)}
              onKeyDown={(event) => onRowKeyDown(event, start + i, index)}
            >
              {table.columns.map((column, c) => (
                <td key={column.id} className={className[c]}>
                  {displayValue(table.rows[index]?.[column.id])}
                </td>
              ))}
            </tr>
          ))}
          {end < table.rows.length && (
            <tr aria-hidden="true" style={{ height: (table.rows.length - end) * ROW_HEIGHT }} />
          )}
        </tbody>
      </table>
    </div>
  );
}
