/**
 * The API document check: every response a rule receives to an operation the OpenAPI document
 * (docs/openapi.json, `npm run openapi`) describes must have a status it lists and a body of
 * its schema. Pages and paths the document does not describe are not part of the contract.
 */
import fs from 'node:fs';
import { createResponseValidator, type OpenApiDocument } from '../contract/openApiValidator';
import type { ResponseCheck } from './runner';

export const DEFAULT_DOCUMENT = 'docs/openapi.json';

export function responseCheckFrom(doc: OpenApiDocument): ResponseCheck {
  const validator = createResponseValidator(doc);
  return ({ method, path, status, contentType, body }) => {
    if (validator.templateOf(method, path) === undefined) return [];
    const json = contentType.includes('json') ? body : undefined;
    return validator.check(method, path, status, contentType, json);
  };
}

/** The check of a document file, or undefined when there is no such file. */
export function loadResponseCheck(file: string): ResponseCheck | undefined {
  if (!fs.existsSync(file)) return undefined;
  return responseCheckFrom(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument);
}
