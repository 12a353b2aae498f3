import { parseAttributes } from './attributes';

function parse(text: string) {
  const parsed = parseAttributes(text, 0);
  if (!parsed) throw new Error(`not an attribute block: ${text}`);
  return parsed;
}

describe('parseAttributes', () => {
  it('reads ids, classes, bare values, quoted values and flags', () => {
    const text = `{#q-trend .wide type=radio answer="1,3" title='It''s' open} rest`;
    const { attributes, problems, length } = parse(text);
    expect(attributes.id).toBe('q-trend');
    expect(attributes.classes).toEqual(['wide']);
    expect(Object.fromEntries(attributes.values)).toEqual({
      type: 'radio',
      answer: '1,3',
      title: 'It',
      open: '',
    });
    expect(problems).toEqual([
      { message: 'unexpected "\'s\'" in the attributes', offset: text.indexOf("'s'") },
    ]);
    expect(length).toBe(text.indexOf(' rest'));
  });

  it('keeps a closing brace inside quotes as part of the value', () => {
    const { attributes } = parse('{title="a } b" c=#1d4f91}');
    expect(attributes.values.get('title')).toBe('a } b');
    expect(attributes.values.get('c')).toBe('#1d4f91');
  });

  it('records where each key starts, relative to the brace', () => {
    const { attributes } = parse('{#x  kind=youtube}');
    expect(attributes.positions.get('#')).toBe(1);
    expect(attributes.positions.get('kind')).toBe(5);
  });

  it('reports a repeated key and keeps the last value', () => {
    const { attributes, problems } = parse('{c=red c=blue}');
    expect(attributes.values.get('c')).toBe('blue');
    expect(problems[0]?.message).toBe('attribute "c" is given twice; the last one is used');
  });

  it('is not an attribute block without a closing brace, or with an open quote', () => {
    expect(parseAttributes('{c=red', 0)).toBeNull();
    expect(parseAttributes('{title="never closed}', 0)).toBeNull();
    expect(parseAttributes(`{${'a '.repeat(5000)}}`, 0)).toBeNull();
  });
});
