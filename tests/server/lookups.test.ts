/** The lookups on the development server: discount settings, partner icons, keywords. */
import { afterAll, describe, expect, it } from 'vitest';
import { KeywordDefinitionSchema } from '../../src/api/schemas/keyword';
import { DiscountSettingSchema, PartnerIconListSchema } from '../../src/api/schemas/lookup';
import { expectShape, json, removeDir, startServer } from './support/testServer';

describe('lookups', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it.each(['TEACHER_DISCOUNT', 'SCHOOL_DISCOUNT', 'JUNIOR_DISCOUNT'])(
    'returns the %s setting',
    async (filter) => {
      const setting = expectShape(
        DiscountSettingSchema,
        await json(await server.app.request(`/api/lookup/settings/?filter=${filter}`)),
      );
      expect(setting.key).toBe(filter);
      expect(setting.value).toBeGreaterThan(0);
    },
  );

  it('refuses a missing or unknown filter', async () => {
    expect((await server.app.request('/api/lookup/settings/')).status).toBe(400);
    expect((await server.app.request('/api/lookup/settings/?filter=FREE_LUNCH')).status).toBe(404);
  });

  it('lists partner icons whose URLs serve SVG files', async () => {
    const icons = expectShape(
      PartnerIconListSchema,
      await json(await server.app.request('/api/lookup/partner_icons/')),
    );
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const file = await server.app.request(icon.url);
      expect(file.status, icon.url).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
      expect(await file.text()).toContain('<svg');
    }
  });

  it('returns keyword definitions in data, one of them AI-summarised', async () => {
    const plain = expectShape(
      KeywordDefinitionSchema,
      await json(await server.app.request('/api/lookup/keyword/1/')),
    );
    expect(plain.data).toMatch(/Temperature/);
    const ai = expectShape(
      KeywordDefinitionSchema,
      await json(await server.app.request('/api/lookup/keyword/5/')),
    );
    expect(ai.data.split('\n')[0]).toBe('::ai{model="gpt-4o-mini" type=keyword}');
    expect((await server.app.request('/api/lookup/keyword/999/')).status).toBe(404);
    expect((await server.app.request('/api/lookup/keyword/abc/')).status).toBe(400);
  });
});
