import { afterEach, expect, test, vi } from 'vitest';
import { LOG_IN_EVENT, requestLogin } from './requestLogin';

afterEach(() => vi.restoreAllMocks());

test('goes to the login page when nothing on the page answers', () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  requestLogin('/demo/login/?next=%2Fcourses%2F');
  expect(assign).toHaveBeenCalledWith('/demo/login/?next=%2Fcourses%2F');
});

test('stays when the page answers (an embed view opening its login pop-up)', () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const answer = (event: Event) => event.preventDefault();
  window.addEventListener(LOG_IN_EVENT, answer);
  try {
    requestLogin('/demo/login/');
  } finally {
    window.removeEventListener(LOG_IN_EVENT, answer);
  }
  expect(assign).not.toHaveBeenCalled();
});
