import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferencePage, type ReferencePage } from '../../scripts/referencePage';

describe("the bench's reference page", () => {
  let reference: ReferencePage;
  beforeAll(async () => {
    reference = await startReferencePage();
  });
  afterAll(() => reference.stop());

  it('serves a page that asks for its stylesheet and script again only when not cached', async () => {
    const page = await fetch(reference.url);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<script src="/reference.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="/reference.css">');
    for (const file of ['reference.js', 'reference.css']) {
      const response = await fetch(new URL(file, reference.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('serves the same bytes every time, so every machine times the same work', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(async () => (await fetch(new URL('reference.js', reference.url))).text()),
    );
    expect(first).toBe(second);
    expect(first?.length).toBeGreaterThan(20_000);
  });

  it('answers anything else with 404', async () => {
    expect((await fetch(new URL('elsewhere', reference.url))).status).toBe(404);
  });
});
