/**
 * A school's site for embed journeys: its own small server on 127.0.0.1 while the content is on
 * localhost, so the two are different sites (Chromium lets only a local page frame a local one,
 * so both run here). `/lesson.html?path=...` answers a page with the embed dialog's frame code
 * for that path of the demo, embed.js included.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { frameCode } from '../../widgets/embed-dialog/frameCode';

export interface SchoolSite {
  /** The school page framing `path` of the demo (available once the suite has started). */
  pageUrl: (path: string) => string;
}

/** Starts the school's server before the suite and stops it after. */
export function startSchoolSite(demoUrl: () => string, title: string): SchoolSite {
  let school: http.Server | null = null;
  let schoolUrl = '';
  beforeAll(async () => {
    const server = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://school').searchParams.get('path') ?? '/';
      const code = frameCode({
        url: `${demoUrl()}${path}`,
        title,
        height: 645,
        scriptUrl: `${demoUrl()}/static/apps/courses/embed.js`,
      });
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>School</title></head><body><h1>Our class</h1>${code}</body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    school = server;
    schoolUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (school ? school.close(() => resolve()) : resolve())),
  );
  return { pageUrl: (path) => `${schoolUrl}/lesson.html?path=${encodeURIComponent(path)}` };
}
