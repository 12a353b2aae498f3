/**
 * One HTTP operation of the API as data: its method, path, parameters, body and responses,
 * each given by the valibot schema that already validates it (the widgets' client checks the
 * responses, the development server checks the requests). buildOpenApi turns the table into
 * an OpenAPI 3.1 document, so the document cannot say something the code does not check.
 */
import * as v from 'valibot';
import { ErrorBodySchema } from '../schemas/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AnySchema = v.GenericSchema;

/** Who may call: anyone (visitors too), or a logged-in user (403 for a visitor). */
export type Caller = 'anyone' | 'user';

export interface ParameterSpec {
  schema: AnySchema;
  description: string;
  /** Query parameters only: false when it may be left out (default true). */
  required?: boolean;
  /** A positive integer id: anything else in its place is a 400. */
  id?: true;
}

export interface ResponseSpec {
  description: string;
  /** The JSON body; absent for a response without a body (204, 302). */
  schema?: AnySchema;
  /** A body that is not JSON (text/csv, audio/wav); the schema is then ignored. */
  mediaType?: string;
}

export type BodySpec =
  | { kind: 'json'; schema: AnySchema; description?: string }
  | {
      kind: 'form';
      /** The text fields, as one object schema. */
      schema: AnySchema;
      /** Fields that carry a file. */
      files?: readonly string[];
      description?: string;
    };

export interface Operation {
  /** Unique, camelCase: the widgets' function name where there is one. */
  id: string;
  method: HttpMethod;
  /** OpenAPI path template, exactly as the widgets send it (trailing slash included). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  caller: Caller;
  pathParams?: Record<string, ParameterSpec>;
  query?: Record<string, ParameterSpec>;
  body?: BodySpec;
  /** Every status the server answers, with its body. Error statuses carry `{detail}` unless given. */
  responses: Record<number, ResponseSpec>;
}

/** A failure answered with `{detail}`, Django REST framework's error body. */
export function error(description: string, schema: AnySchema = ErrorBodySchema): ResponseSpec {
  return { description, schema };
}

/** A success answered with a JSON body. */
export function ok(description: string, schema: AnySchema): ResponseSpec {
  return { description, schema };
}

/** Path parameter: a positive integer id (decimal digits only). */
export const idParam = (description: string): ParameterSpec => ({
  schema: v.pipe(v.number(), v.integer(), v.minValue(1)),
  description,
  id: true,
});

/** Path parameter: an id or a readable code (slug, access_url). */
export const codeParam = (description: string): ParameterSpec => ({
  schema: v.pipe(v.string(), v.minLength(1)),
  description,
});

export const isUnsafe = (method: HttpMethod): boolean => method !== 'GET';
