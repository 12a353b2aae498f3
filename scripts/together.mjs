#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any of them fails: `node scripts/together.mjs
 * lint typecheck build:test`. Each script's output is kept whole and printed when it ends, so
 * the lines of two tools never interleave. On two cores the checks before the tests take about
 * a third less time this way.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs SCRIPT [SCRIPT...]');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> npm run ${name} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
