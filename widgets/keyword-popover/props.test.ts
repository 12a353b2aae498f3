import * as v from 'valibot';
import { KeywordPopoverProps } from './props';

describe('props', () => {
  it('defaults the scope to the whole page and refuses a selector that is not CSS', () => {
    expect(v.parse(KeywordPopoverProps, {})).toEqual({ scope: 'body' });
    const result = v.safeParse(KeywordPopoverProps, { scope: '#reading[' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must be a valid CSS selector');
  });
});
