import type { DataRow, DatasetColumn } from '../../../src/api/schemas/lessonStep';
import { Invalid } from './errors';

export const MAX_CSV_COLUMNS = 100;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Invalid('The CSV file has an unclosed quote.');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((value) => value.trim() !== ''));
}

function columnId(name: string, index: number, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || `column_${index + 1}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A table from CSV text: the first record names the columns; all-number columns are numeric. */
export function csvToTable(text: string): { columns: DatasetColumn[]; rows: DataRow[] } {
  const [header, ...body] = parseCsvRecords(text);
  if (!header || header.length === 0) throw new Invalid('The CSV file is empty.');
  if (header.length > MAX_CSV_COLUMNS)
    throw new Invalid(`A dataset may have at most ${MAX_CSV_COLUMNS} columns.`);
  const taken = new Set<string>();
  const columns: DatasetColumn[] = header.map((name, index) => {
    const values = body.map((record) => record[index]?.trim() ?? '').filter((v) => v !== '');
    const numeric = values.length > 0 && values.every((v) => NUMBER.test(v));
    return {
      id: columnId(name, index, taken),
      name: name.trim() || `Column ${index + 1}`,
      type: numeric ? 'numeric' : 'categorical',
      unit: null,
    };
  });
  const rows = body.map((record) => {
    const row: DataRow = {};
    columns.forEach((column, index) => {
      const raw = record[index]?.trim() ?? '';
      row[column.id] = raw === '' ? null : column.type === 'numeric' ? Number(raw) : raw;
    });
    return row;
  });
  return { columns, rows };
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a leading tab or
 * carriage return) gets a `'` in front, so an uploaded table cannot run a formula on the
 * computer of whoever opens its export (OWASP "CSV injection"). Numbers stay numbers.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(value: string | number | null | undefined): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : neutralise(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function tableToCsv(columns: DatasetColumn[], rows: DataRow[]): string {
  const lines = [columns.map((column) => csvField(column.name)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column.id])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
