import path from 'node:path';

/** The project's root folder: the build's sources and node_modules are found from here. */
export const root = path.resolve(__dirname, '..');
