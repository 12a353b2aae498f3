import { CONTENT_KIND_NAMES, contentKindName, isContentKind } from './contentKinds';

describe('content kinds', () => {
  it('names every kind of spec section 1', () => {
    expect(Object.values(CONTENT_KIND_NAMES)).toEqual([
      'Data Story',
      'Dataset',
      'Course',
      'User Dataset',
      'Plot',
      'Resource',
      'Activity',
      'Task',
      'Practice',
      'Assessment',
      'Collection',
    ]);
  });

  it('prefixes junior content with Jr.', () => {
    expect(contentKindName('datastory', true)).toBe('Jr. Data Story');
    expect(contentKindName('userdataset')).toBe('User Dataset');
  });

  it('recognises only the API types, not inherited names', () => {
    expect(isContentKind('collection')).toBe(true);
    expect(isContentKind('Collection')).toBe(false);
    expect(isContentKind('toString')).toBe(false);
  });
});
