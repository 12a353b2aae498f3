import { classifyUrl, isAllowedFrameUrl, opensInNewTab } from './url';

describe('classifyUrl', () => {
  it.each([
    ['https://example.com/a', 'http'],
    ['http://example.com', 'http'],
    ['//evil.example/x', 'http'],
    ['/courses/x/', 'relative'],
    ['#section', 'relative'],
    ['page.html', 'relative'],
    ['mailto:teacher@example.com', 'mailto'],
    ['tel:+15551234', 'tel'],
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    [' java\tscript:alert(1)', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'unsafe'],
    ['data:image/png;base64,AAAA', 'unsafe'],
    ['file:///etc/passwd', 'unsafe'],
    ['javascript&#58;alert(1)', 'unsafe'],
    ['javascript&#x3A;alert(1)', 'unsafe'],
    ['javascript&colon;alert(1)', 'unsafe'],
    ['https://example.com/?a=1&b=2&amp;c=3', 'http'],
  ])('%s is %s', (url, kind) => {
    expect(classifyUrl(url)).toBe(kind);
  });

  it('opens web and relative links in a new tab, but not mailto: and tel:', () => {
    expect(opensInNewTab('https://example.com')).toBe(true);
    expect(opensInNewTab('/datasets/')).toBe(true);
    expect(opensInNewTab('mailto:a@example.com')).toBe(false);
    expect(opensInNewTab('tel:123')).toBe(false);
  });
});

describe('isAllowedFrameUrl', () => {
  it('allows this site and the built-in video hosts over https', () => {
    expect(isAllowedFrameUrl('/video/preview/42/')).toBe(true);
    expect(isAllowedFrameUrl(`${window.location.origin}/sim/`)).toBe(true);
    expect(isAllowedFrameUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isAllowedFrameUrl('https://player.vimeo.com/video/1')).toBe(true);
  });

  it('refuses other hosts, plain http and script URLs', () => {
    expect(isAllowedFrameUrl('https://evil.example/')).toBe(false);
    expect(isAllowedFrameUrl('http://www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedFrameUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedFrameUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isAllowedFrameUrl('https://www.youtube.com.evil.example/')).toBe(false);
  });

  it('allows configured extra hosts', () => {
    expect(isAllowedFrameUrl('https://sims.example.org/run', ['sims.example.org'])).toBe(true);
  });
});
