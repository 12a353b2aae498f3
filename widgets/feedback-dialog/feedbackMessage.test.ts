import { FORM_MESSAGES } from '@courses/runtime/forms';
import {
  commentError,
  commentMaxLength,
  feedbackMessage,
  feedbackPayload,
} from './feedbackMessage';

describe('commentError', () => {
  it('asks for a comment when there is none, or only spaces', () => {
    expect(commentError('', null)).toBe(FORM_MESSAGES.required);
    expect(commentError('    ', null)).toBe(FORM_MESSAGES.required);
  });

  it('refuses 2 characters and accepts 3, not counting surrounding spaces', () => {
    expect(commentError('ab', null)).toBe('Minimum 3 chars');
    expect(commentError('  ab  ', null)).toBe('Minimum 3 chars');
    expect(commentError('abc', null)).toBeNull();
  });

  it('accepts 1000 characters and refuses 1001', () => {
    expect(commentError('x'.repeat(1000), null)).toBeNull();
    expect(commentError('x'.repeat(1001), null)).toBe('Maximum 1000 chars');
  });

  it('leaves room in the 1000-character message for the rating line', () => {
    const room = commentMaxLength(4);
    expect(feedbackMessage('x'.repeat(room), 4)).toHaveLength(1000);
    expect(commentError('x'.repeat(room), 4)).toBeNull();
    expect(commentError('x'.repeat(room + 1), 4)).toBe(`Maximum ${room} chars with a rating`);
  });
});

describe('feedbackPayload', () => {
  it('sends the comment with the rating line and the upper-case user type', () => {
    const payload = feedbackPayload(
      { title: 'Lesson 1', content: 'Body', left_content: 'Left' },
      { username: 'teacher', type: 'teacher' },
      '  Clear and useful.  ',
      4,
    );
    expect(payload).toEqual({
      title: 'Lesson 1',
      message: 'Clear and useful.\n\nRating: 4 of 5',
      content: 'Body',
      left_content: 'Left',
      username: 'teacher',
      url: window.location.href,
      browser_info: navigator.userAgent,
      user_type: 'TEACHER',
    });
  });

  it('sends the comment alone when no rating was given', () => {
    const payload = feedbackPayload(
      { title: '', content: '', left_content: '' },
      { username: 'sam', type: 'student' },
      'Too long',
      null,
    );
    expect(payload.message).toBe('Too long');
    expect(payload.user_type).toBe('STUDENT');
  });
});
