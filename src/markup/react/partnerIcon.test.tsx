import '../testing/domCompat';
import { screen, waitFor } from '@testing-library/react';
import { renderMarkup } from '../testing/renderMarkup';

const SOURCE = 'Made with :partner-icon{value=globe} and :partner-icon{value=globe}.';

function stubPartnerIcons() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json([
      { value: 'globe', url: '/demo/assets/partner-icons/globe.svg' },
      { value: 'script', url: 'javascript:alert(1)' },
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  delete window.COURSES_CONFIG;
  vi.unstubAllGlobals();
});

describe(':partner-icon', () => {
  it('shows nothing and asks for nothing on the main domain', async () => {
    const fetchMock = stubPartnerIcons();
    window.COURSES_CONFIG = { mainHost: window.location.hostname };
    renderMarkup(SOURCE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/Made with/).textContent).toBe('Made with  and .');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a partner host shows the listed icons, fetched once per page', async () => {
    const fetchMock = stubPartnerIcons();
    window.COURSES_CONFIG = { mainHost: 'courses.example' };
    renderMarkup(SOURCE);
    const icons = await screen.findAllByRole('img', { name: 'globe' });
    expect(icons.map((icon) => icon.getAttribute('src'))).toEqual([
      '/demo/assets/partner-icons/globe.svg',
      '/demo/assets/partner-icons/globe.svg',
    ]);
    renderMarkup(
      'Also :partner-icon{value=globe} :partner-icon{value=script} :partner-icon{value=unknown}',
    );
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'globe' })).toHaveLength(3));
    expect(screen.queryByRole('img', { name: 'script' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? new URL(request.url).pathname : request).toBe(
      '/api/lookup/partner_icons/',
    );
  });
});
