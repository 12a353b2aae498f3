/** Types of release.mjs. */
export interface ReleaseInfo {
  release: string;
  version: string;
  commit: string | null;
}
export interface ReleaseRecord extends ReleaseInfo {
  builtAt: string;
  /** The loader's chunks a page with widgets (page) or with a widget that renders (render) preloads. */
  preload: { page: string[]; render: string[] };
  files: string[];
}
export const POINTERS: string[];
export const KEEP_RELEASES: number;
export function releaseInfo(root: string): ReleaseInfo;
export function pinnedManifest(release: string): string;
export function sealRelease(dir: string, info: ReleaseInfo): ReleaseRecord;
export function publishRelease(from: string, to: string, keep?: number): string[];
export function rollBack(dir: string, release?: string): string;
