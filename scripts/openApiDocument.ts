/** The OpenAPI document as docs/openapi.json holds it: built from the operations, formatted as the repository formats JSON. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { buildOpenApi } from '../src/api/contract/buildOpenApi';
import { operations, tagDescriptions } from '../src/api/contract/operations';

const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));

export function openApiDocument(): Record<string, unknown> {
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return buildOpenApi(operations, { version, tags: tagDescriptions });
}

export async function renderOpenApi(): Promise<string> {
  const options = (await prettier.resolveConfig(packageJson)) ?? {};
  return prettier.format(JSON.stringify(openApiDocument()), { ...options, parser: 'json' });
}
