/**
 * A stamp of a build's inputs: every file's path, size and modification time under the given
 * paths (test files aside, which no build reads), and the environment that changes the output.
 * Equal stamps mean nothing the build reads has changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function sourceStamp(root, inputs, environment = '') {
  const hash = crypto.createHash('sha256');
  hash.update(`${environment}\n`);
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(`${relative}\t${stat.size}\t${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}
