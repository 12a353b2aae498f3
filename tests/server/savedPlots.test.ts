import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SavedPlotListSchema, SavedPlotSchema } from '../../src/api/schemas/savedPlot';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const PLOT = {
  source: 'step:the-story-of-a-heatwave/7',
  title: 'July by latitude',
  altText: 'Dots rising to the equator',
  notes: '',
  plotState: { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul_c' },
  image: '/media/plots/abc.png',
};

describe('saved plots', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('saves, lists, updates and keeps each plot to its owner', async () => {
    const student = new Browser(server);
    await student.login('student');
    const created = await student.post('/api/plots/', PLOT);
    expect(created.status).toBe(201);
    const plot = expectShape(SavedPlotSchema, await json(created));
    expect(plot).toMatchObject({ ...PLOT, id: expect.any(Number) as number });

    const second = expectShape(
      SavedPlotSchema,
      await json(await student.post('/api/plots/', { ...PLOT, title: 'Second plot' })),
    );
    const updated = await student.put(`/api/plots/${plot.id}/`, {
      ...PLOT,
      title: '  July against latitude  ',
      plotState: { graphType: 'box', xAttribute: 'jul_c', yAttribute: null },
    });
    expect(updated.status).toBe(200);
    expect(expectShape(SavedPlotSchema, await json(updated))).toMatchObject({
      id: plot.id,
      title: 'July against latitude',
      plotState: { graphType: 'box', xAttribute: 'jul_c', yAttribute: null },
    });

    // Newest change first; only the plots of the source asked for.
    const list = expectShape(
      SavedPlotListSchema,
      await json(await student.get(`/api/plots/?source=${encodeURIComponent(PLOT.source)}`)),
    );
    expect(list.map((p) => p.id)).toEqual([plot.id, second.id]);
    const other = await student.get('/api/plots/?source=dataset%3AOther');
    expect(v.parse(SavedPlotListSchema, await json(other))).toEqual([]);

    // Another user neither sees nor changes them.
    const teacher = new Browser(server);
    await teacher.login('teacher');
    const theirs = await teacher.get(`/api/plots/?source=${encodeURIComponent(PLOT.source)}`);
    expect(v.parse(SavedPlotListSchema, await json(theirs))).toEqual([]);
    expect((await teacher.put(`/api/plots/${plot.id}/`, PLOT)).status).toBe(404);

    // A visitor cannot save.
    expect((await new Browser(server).post('/api/plots/', PLOT)).status).toBe(403);
  });

  it('refuses a title shorter than 4 characters, unknown fields and a missing source', async () => {
    const student = new Browser(server);
    await student.login('student');
    expect((await student.post('/api/plots/', { ...PLOT, title: ' Hot ' })).status).toBe(400);
    expect((await student.post('/api/plots/', { ...PLOT, extra: 1 })).status).toBe(400);
    expect((await student.get('/api/plots/')).status).toBe(400);
    expect((await student.put('/api/plots/999999/', PLOT)).status).toBe(404);
  });
});
