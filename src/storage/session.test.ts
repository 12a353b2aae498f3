import { sessionValue } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A session storage whose every call throws, as in a sandboxed frame or a full quota. */
function brokenStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('sessionValue', () => {
  it('keeps a value as JSON and gives it back', () => {
    sessionValue.set('courses.answers', { 12: { userAnswer: [1, 3] } });
    expect(sessionStorage.getItem('courses.answers')).toBe('{"12":{"userAnswer":[1,3]}}');
    expect(sessionValue('courses.answers')).toEqual({ 12: { userAnswer: [1, 3] } });
    sessionValue.set('courses.textSize', 'large');
    expect(sessionValue('courses.textSize')).toBe('large');
  });

  it('gives null for a key never set', () => {
    expect(sessionValue('courses.none')).toBeNull();
  });

  it('gives null for text that is not JSON instead of throwing', () => {
    sessionStorage.setItem('courses.textSize', 'large');
    expect(sessionValue('courses.textSize')).toBeNull();
  });

  it('removes a value', () => {
    sessionValue.set('courses.picker', true);
    sessionValue.remove('courses.picker');
    expect(sessionStorage.getItem('courses.picker')).toBeNull();
    expect(sessionValue('courses.picker')).toBeNull();
  });

  it('never throws when the storage refuses every call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('sessionStorage', brokenStorage(new DOMException('full', 'QuotaExceededError')));
    expect(() => sessionValue.set('courses.answers', { a: 1 })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[courses] session storage unavailable',
      expect.any(DOMException),
    );
    expect(sessionValue('courses.answers')).toBeNull();
    expect(() => sessionValue.remove('courses.answers')).not.toThrow();
  });

  it('never throws when there is no session storage at all', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => sessionValue.set('courses.answers', 1)).not.toThrow();
    expect(sessionValue('courses.answers')).toBeNull();
    expect(() => sessionValue.remove('courses.answers')).not.toThrow();
  });
});
