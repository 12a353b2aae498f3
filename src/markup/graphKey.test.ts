import { checkGraph, parseGraphKey } from './graphKey';

test('a graph key names the axes and the type, each at most once', () => {
  expect(parseGraphKey('x=latitude y=annual type=dot')).toEqual({
    x: 'latitude',
    y: 'annual',
    type: 'dot',
  });
  expect(parseGraphKey('  y=annual ')).toEqual({ x: null, y: 'annual', type: null });
  expect(parseGraphKey('')).toBeNull();
  expect(parseGraphKey('x=a x=b')).toBeNull();
  expect(parseGraphKey('z=a')).toBeNull();
  expect(parseGraphKey('x=')).toBeNull();
  expect(parseGraphKey('x="a b"')).toBeNull();
});

test('a plot matches its key only on every named part', () => {
  const key = parseGraphKey('x=latitude y=annual type=dot')!;
  const right = { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'annual' };
  expect(checkGraph(key, right)).toEqual({ correct: true, wrongAxes: false, wrongType: false });
  expect(checkGraph(key, { ...right, xAttribute: 'annual', yAttribute: 'latitude' })).toEqual({
    correct: false,
    wrongAxes: true,
    wrongType: false,
  });
  expect(checkGraph(key, { ...right, graphType: 'bar' })).toEqual({
    correct: false,
    wrongAxes: false,
    wrongType: true,
  });
  expect(checkGraph(parseGraphKey('x=latitude')!, { xAttribute: 'latitude' }).correct).toBe(true);
  expect(checkGraph(key, {}).wrongAxes).toBe(true);
});
