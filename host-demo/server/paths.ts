import path from 'node:path';

/** The repository root, wherever the server is started from. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'host-demo', 'public');
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'static', 'apps', 'courses');
export const MATHJAX_DIR = path.join(PROJECT_ROOT, 'node_modules', 'mathjax', 'es5');
