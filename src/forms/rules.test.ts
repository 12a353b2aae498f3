import { FORM_MESSAGES, countChars, validateField } from './rules';

describe('validateField', () => {
  it('uses the specification wording for every default message', () => {
    expect(validateField('', { required: true })).toBe('Please fill values');
    expect(validateField('ab', { minLength: 3 })).toBe('Minimum 3 chars');
    expect(validateField('abcdef', { maxLength: 5 })).toBe('Maximum 5 chars');
    expect(validateField('a$b', { pattern: /^[a-z]+$/ })).toBe('Special characters not support');
    expect(FORM_MESSAGES.minLength(4)).toBe('Minimum 4 chars');
  });

  it('lets every rule carry a message of its own', () => {
    expect(validateField('', { required: 'Enter Plot Title' })).toBe('Enter Plot Title');
    const min = { value: 4, message: 'Enter minimum 4 characters.' };
    expect(validateField('abc', { minLength: min })).toBe('Enter minimum 4 characters.');
    expect(validateField('abcdef', { maxLength: { value: 5, message: 'Too long' } })).toBe(
      'Too long',
    );
    expect(validateField('a$', { pattern: { value: /^\w+$/, message: 'Letters only' } })).toBe(
      'Letters only',
    );
  });

  it('applies required, then minimum, then maximum, then pattern', () => {
    const rules = { required: true, minLength: 3, maxLength: 5, pattern: /^[a-z]*$/ } as const;
    expect(validateField('', rules)).toBe('Please fill values');
    expect(validateField('$', rules)).toBe('Minimum 3 chars');
    expect(validateField('$$$$$$', rules)).toBe('Maximum 5 chars');
    expect(validateField('$$$$', rules)).toBe('Special characters not support');
    expect(validateField('abcd', rules)).toBeNull();
  });

  it('treats spaces alone as empty and ignores surrounding spaces for the minimum', () => {
    expect(validateField('   ', { required: true })).toBe('Please fill values');
    expect(validateField(' ab ', { minLength: 3 })).toBe('Minimum 3 chars');
    expect(validateField(' abc ', { minLength: 3 })).toBeNull();
  });

  it('passes an optional empty field whatever its other rules', () => {
    expect(validateField('', { pattern: /^[a-z]+$/ })).toBeNull();
    expect(validateField('', { minLength: 4 })).toBeNull();
    expect(validateField('A1', { pattern: /^[a-z]+$/ })).toBe('Special characters not support');
  });

  it('counts an emoji as one character', () => {
    expect(countChars('a😀')).toBe(2);
    expect(validateField('😀😀', { maxLength: 2 })).toBeNull();
  });

  it('gives the same answer every time with a global pattern', () => {
    const rules = { pattern: /^[a-z]+$/g };
    expect(validateField('abc', rules)).toBeNull();
    expect(validateField('abc', rules)).toBeNull();
  });
});
