/**
 * npm run openapi: writes docs/openapi.json from the operations table (src/api/contract).
 * `--check` writes nothing and fails when the committed document is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderOpenApi } from './openApiDocument';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = path.join(root, 'docs/openapi.json');
const text = await renderOpenApi();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== text) {
    console.error('docs/openapi.json is stale: run npm run openapi');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date');
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
}
