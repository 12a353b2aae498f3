import {
  TYPE_AHEAD_RESET_MS,
  createTypeAhead,
  findTypeAheadMatch,
  type TypeAheadItem,
} from './typeAhead';

function fakeClock() {
  let time = 5_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const fruit: TypeAheadItem[] = ['Apple', 'Banana', 'Blueberry', 'Cherry', 'Bean sprouts'].map(
  (label) => ({ label }),
);

const steps = (count: number): TypeAheadItem[] =>
  Array.from({ length: count }, (_, i) => ({ label: `Step ${i + 1}`, keys: [String(i + 1)] }));

describe('createTypeAhead buffer', () => {
  it('resets after 1 second, as the specification fixes', () => {
    expect(TYPE_AHEAD_RESET_MS).toBe(1000);
    const clock = fakeClock();
    const typeAhead = createTypeAhead({ now: clock.now });
    expect(typeAhead.type('b')).toBe('b');
    clock.advance(999);
    expect(typeAhead.type('l')).toBe('bl');
    clock.advance(999);
    expect(typeAhead.type('u')).toBe('blu');
    expect(typeAhead.buffer).toBe('blu');
    clock.advance(1001);
    expect(typeAhead.buffer).toBe('');
    expect(typeAhead.type('c')).toBe('c');
  });

  it('counts the second from the last key, not the first', () => {
    const clock = fakeClock();
    const typeAhead = createTypeAhead({ resetMs: 1000, now: clock.now });
    typeAhead.type('s');
    clock.advance(600);
    typeAhead.type('t');
    clock.advance(600);
    expect(typeAhead.type('e')).toBe('ste');
  });

  it('takes another reset time', () => {
    const clock = fakeClock();
    const typeAhead = createTypeAhead({ resetMs: 200, now: clock.now });
    typeAhead.type('a');
    clock.advance(201);
    expect(typeAhead.type('b')).toBe('b');
  });

  it('takes only single printable characters, and a space only mid-search', () => {
    const clock = fakeClock();
    const typeAhead = createTypeAhead({ now: clock.now });
    expect(typeAhead.type('ArrowDown')).toBeNull();
    expect(typeAhead.type('Enter')).toBeNull();
    expect(typeAhead.type(' ')).toBeNull();
    expect(typeAhead.buffer).toBe('');
    expect(typeAhead.type('😀')).toBe('😀');
    typeAhead.reset();
    typeAhead.type('b');
    expect(typeAhead.type(' ')).toBe('b ');
    clock.advance(1000);
    expect(typeAhead.type(' ')).toBeNull();
  });

  it('finds the item as it types, and starts afresh after the pause', () => {
    const clock = fakeClock();
    const typeAhead = createTypeAhead({ now: clock.now });
    expect(typeAhead.next('b', fruit, 0)).toBe(1);
    clock.advance(999);
    expect(typeAhead.next('l', fruit, 1)).toBe(2);
    clock.advance(1001);
    // 'l' alone matches nothing: focus stays.
    expect(typeAhead.next('l', fruit, 2)).toBe(-1);
    expect(typeAhead.next('Tab', fruit, 2)).toBeNull();
  });
});

describe('findTypeAheadMatch', () => {
  it('matches the start of a label, case-insensitively, from the current item on', () => {
    expect(findTypeAheadMatch(fruit, 'BLUE', 0)).toBe(2);
    expect(findTypeAheadMatch(fruit, 'be', 0)).toBe(4);
    expect(findTypeAheadMatch(fruit, 'ba', 1)).toBe(1);
    expect(findTypeAheadMatch(fruit, 'bean s', 4)).toBe(4);
    expect(findTypeAheadMatch(fruit, 'kiwi', 0)).toBe(-1);
  });

  it('cycles through the items beginning with one repeated letter, after the current one', () => {
    expect(findTypeAheadMatch(fruit, 'b', 1)).toBe(2);
    expect(findTypeAheadMatch(fruit, 'bb', 2)).toBe(4);
    expect(findTypeAheadMatch(fruit, 'bbb', 4)).toBe(1);
    expect(findTypeAheadMatch(fruit, 'a', 0)).toBe(0);
    expect(findTypeAheadMatch(fruit, 'c', -1)).toBe(3);
  });

  it('skips disabled items', () => {
    const items = fruit.map((item, i) => ({ ...item, disabled: i === 2 }));
    expect(findTypeAheadMatch(items, 'b', 1)).toBe(4);
    expect(findTypeAheadMatch(items, 'blue', 0)).toBe(-1);
  });

  it('prefers a whole label to a longer one that begins with the buffer', () => {
    const list = steps(12);
    expect(findTypeAheadMatch(list, 'step 1', 9)).toBe(0);
    expect(findTypeAheadMatch(list, 'step 1', 0)).toBe(0);
    expect(findTypeAheadMatch(list, 'step 12', 0)).toBe(11);
    expect(findTypeAheadMatch(list, 'step 3', 0)).toBe(2);
    expect(findTypeAheadMatch(list, 'step  3', 0)).toBe(2);
  });

  it('picks an item by a key typed in full, ahead of the repeated-letter cycle', () => {
    const list = steps(12);
    expect(findTypeAheadMatch(list, '3', 0)).toBe(2);
    expect(findTypeAheadMatch(list, '1', 5)).toBe(0);
    expect(findTypeAheadMatch(list, '11', 0)).toBe(10);
    expect(findTypeAheadMatch(list, '13', 0)).toBe(-1);
    // Letters still cycle: every label begins with 's'.
    expect(findTypeAheadMatch(list, 's', 4)).toBe(5);
    expect(findTypeAheadMatch(list, 'ss', 11)).toBe(0);
  });
});
