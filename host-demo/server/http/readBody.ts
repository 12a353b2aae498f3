import type { Context } from 'hono';
import * as v from 'valibot';
import { describeIssues } from '../../../src/api/describeIssues';
import { Invalid } from '../services/errors';

/** Largest JSON body accepted (a plot image data URL is the biggest legitimate one). */
const MAX_JSON_BYTES = 8 * 1024 * 1024;

/** Reads and validates a JSON body; anything malformed is a 400 with a `detail` naming why. */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_JSON_BYTES) throw new Invalid('The request body is too large.');
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new Invalid('The request body could not be read.');
  }
  if (text.length > MAX_JSON_BYTES) throw new Invalid('The request body is too large.');
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new Invalid('JSON parse error: the request body is not valid JSON.');
  }
  return validate(schema, data);
}

export function validate<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new Invalid(`Invalid request: ${describeIssues(result.issues)}`);
  return result.output;
}

export type FormFields = Record<string, string | File>;

/** Reads an urlencoded or multipart body (cached by Hono, so the CSRF check can read it first). */
export async function readForm(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    throw new Invalid('Expected form data (multipart/form-data or urlencoded).');
  }
  try {
    const body = await c.req.parseBody();
    const fields: FormFields = {};
    for (const [key, value] of Object.entries(body)) {
      // A repeated field arrives as an array; the first value is the one forms mean.
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' || first instanceof File) fields[key] = first;
    }
    return fields;
  } catch {
    throw new Invalid('The form data could not be read.');
  }
}

/** A text field of a form, or '' when missing (files are not text). */
export function formText(fields: FormFields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Parses a positive integer path parameter. Only decimal digits: `Number()` alone would also
 * take `0x1`, `1e0`, ` 1` and `+1`, so one row would answer to many spellings of its id.
 */
export function parseId(value: string | undefined, what = 'id'): number {
  const id = /^[0-9]{1,15}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw new Invalid(`Invalid ${what}: ${JSON.stringify(value ?? '')}`);
  return id;
}
