/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values the schema
 * accepts (for valid requests) and values it most likely refuses (for invalid ones).
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;
type Resolve = (ref: string) => JsonSchema;

const MAX_DEPTH = 4;

function asSchemas(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? (value as JsonSchema[]) : [];
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 40, minLength + 60);
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1e6) + (integer ? 1 : 1e-6);
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 1e6) - (integer ? 1 : 1e-6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(
  schema: JsonSchema,
  resolve: Resolve,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const entries: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties))
    entries[key] = validValue(value, resolve, depth + 1);
  const record = fc.record(entries, {
    requiredKeys: Object.keys(entries).filter((key) => required.has(key)),
  });
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && extra !== null && Object.keys(entries).length === 0) {
    const values = validValue(extra as JsonSchema, resolve, depth + 1);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 4 });
  }
  return record;
}

/** A value `schema` accepts. */
export function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return validValue(resolve(schema.$ref), resolve, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)];
  if (choices.length > 0) return fc.oneof(...choices.map((s) => validValue(s, resolve, depth)));
  const all = asSchemas(schema.allOf);
  if (all.length > 0) return validValue(Object.assign({}, ...all) as JsonSchema, resolve, depth);
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? 4, minLength + 4);
      return fc.array(validValue(items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, resolve, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values no careful client sends: wrong types, huge or odd strings, broken shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, '', ' ', '0', '-1', '1e3', '0x10', '%00'),
  fc.constantFrom('\u0000', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(5000)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/**
 * A generated value as the text of a path segment, query parameter or form field. Objects are
 * written as JSON: String() throws on one whose own `toString` is not a function, which
 * fc.jsonValue makes.
 */
export function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * A value `schema` most likely refuses: a valid object with one property replaced or removed,
 * or something of another shape altogether.
 */
export function invalidValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const target = typeof schema.$ref === 'string' ? resolve(schema.$ref) : schema;
  const keys = Object.keys((target.properties ?? {}) as object);
  if (target.type !== 'object' || keys.length === 0) return hostileValue;
  const mangled = fc
    .tuple(validValue(target, resolve), fc.constantFrom(...keys), hostileValue, fc.boolean())
    .map(([value, key, replacement, remove]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (remove) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
  return fc.oneof(mangled, hostileValue);
}
