import { CITIES } from '../testing/cities';
import { assignAxis } from './assignAxis';

const column = (id: string) => CITIES.columns.find((c) => c.id === id)!;
const dot = { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul_c' } as const;

test('an attribute the axis takes is put there, and said', () => {
  expect(assignAxis(dot, 'y', column('annual_c'))).toEqual({
    ok: true,
    state: { ...dot, yAttribute: 'annual_c' },
    message: 'Annual average (°C) is on the Y axis.',
  });
});

test('one it does not take changes nothing and says why', () => {
  expect(assignAxis(dot, 'x', column('city'))).toEqual({
    ok: false,
    message: 'The X axis of a dot plot cannot show City.',
  });
  const histogram = { graphType: 'histogram', xAttribute: 'latitude', yAttribute: null } as const;
  expect(assignAxis(histogram, 'y', column('jul_c')).ok).toBe(false);
});
