import { spawn } from 'node:child_process';

export const ESPEAK_BINARY = '/usr/bin/espeak-ng';
const TIMEOUT_MS = 15_000;
/** About ten minutes of 22 kHz mono audio; anything bigger is a runaway process. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

/**
 * Speaks `text` with espeak-ng and resolves to its WAV output. The text goes through stdin
 * and the arguments are fixed, so no input can reach a shell or become an option.
 */
export function synthesizeWav(text: string, binary: string = ESPEAK_BINARY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['--stdout', '-v', 'en-us', '-s', '160'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const finish = (error: Error | null, value?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else if (value) resolve(value);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error('espeak-ng timed out'));
    }, TIMEOUT_MS);

    child.on('error', (error) => finish(error));
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) {
        child.kill('SIGKILL');
        finish(new Error('espeak-ng output too large'));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString().slice(0, 500);
    });
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(chunks));
      else finish(new Error(`espeak-ng exited with ${code ?? 'a signal'}: ${stderr.trim()}`));
    });
    // A closed stdin (process died early) must not crash the server.
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}
