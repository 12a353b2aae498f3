import { complete } from './autocomplete';

function labels(text: string) {
  return complete(text)?.suggestions.map((s) => s.label) ?? [];
}

describe('complete', () => {
  it('offers the attributes of the directive whose braces the caret is in', () => {
    expect(labels('::video{')).toEqual([
      'kind',
      'id',
      'src',
      'start',
      'end',
      'width',
      'height',
      'title',
    ]);
    expect(labels(':::alert{type=info ')).toEqual(['icon', 'title']);
    expect(labels('::::question{#q1 ty')).toEqual(['type']);
    expect(complete('::::question{#q1 ty')).toMatchObject({
      from: '::::question{#q1 '.length,
      suggestions: [{ insert: 'type=', kind: 'attributes' }],
    });
  });

  it('offers a flag without "="', () => {
    expect(complete(':::accordion{title="More" op')?.suggestions).toEqual([
      { label: 'open', insert: 'open', kind: 'attributes', detail: 'Starts open' },
    ]);
  });

  it('offers the values of an enumerated attribute', () => {
    expect(labels('::::question{#q1 type=')).toEqual([
      'text',
      'textarea',
      'radio',
      'checkbox',
      'graph',
    ]);
    expect(labels('::::question{#q1 type=t')).toEqual(['text', 'textarea']);
    expect(labels('::video{kind=v')).toEqual(['vimeo']);
    expect(complete(':::accordion{style=')?.suggestions.map((s) => s.insert)).toEqual([
      'accordion',
      '"accordion open"',
    ]);
  });

  it('offers icons for :icon and alert-icons for an alert', () => {
    const icons = complete('Well done :icon{name=')?.suggestions ?? [];
    expect(icons.map((s) => s.label)).toContain('calculator');
    expect(icons.every((s) => s.kind === 'icons')).toBe(true);
    const alertIcons = complete(':::alert{type=info icon=l')?.suggestions ?? [];
    expect(alertIcons).toEqual([
      {
        label: 'lightbulb',
        insert: 'lightbulb',
        kind: 'alert-icons',
        detail: 'A light bulb (an idea or a tip)',
      },
    ]);
    expect(complete(':::alert{icon="bo')?.suggestions.map((s) => s.insert)).toEqual(['book']);
  });

  it('offers nothing outside braces, after they close, or for unknown directives', () => {
    expect(complete('Just text')).toBeNull();
    expect(complete('::video{kind=youtube} and ')).toBeNull();
    expect(complete(':::quiz{')).toBeNull();
    expect(complete('::video{kind=zzz')).toBeNull();
    expect(complete('::video{\nkind')).toBeNull();
  });
});

describe('complete with a dataset', () => {
  const attributes = [
    { id: 'city', name: 'City' },
    { id: 'latitude', name: 'Latitude' },
    { id: 'annual_c', name: 'Annual mean (°C)' },
  ];

  it("offers the dataset's attributes on the axes of a graph question's key", () => {
    const text = '::::question{#q-plot type=graph answer="x=';
    expect(complete(text, { attributes })?.suggestions.map((s) => s.label)).toEqual([
      'city',
      'latitude',
      'annual_c',
    ]);
    const second = '::::question{#q-plot type=graph answer="x=latitude y=an';
    expect(complete(second, { attributes })).toEqual({
      from: second.length - 2,
      suggestions: [
        {
          label: 'annual_c',
          insert: 'annual_c',
          kind: 'attributes',
          detail: 'Dataset attribute: Annual mean (°C)',
        },
      ],
    });
  });

  it('matches an attribute by its name too, and offers none without a dataset', () => {
    const text = '::::question{#q type=graph answer="y=Ann';
    expect(complete(text, { attributes })?.suggestions.map((s) => s.label)).toEqual(['annual_c']);
    expect(complete(text)).toBeNull();
  });
});
