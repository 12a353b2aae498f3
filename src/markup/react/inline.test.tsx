import '../testing/domCompat';
import { screen } from '@testing-library/react';
import { renderMarkup } from '../testing/renderMarkup';

describe('inline directives', () => {
  it(':color colours its text with a hex value or a colour name', () => {
    renderMarkup('A :color[cold]{c=#1d4f91} and a :color[**hot**]{c=firebrick} day.');
    expect(screen.getByText('cold').style.color).toBe('#1d4f91');
    expect(screen.getByText('hot').parentElement?.style.color).toBe('firebrick');
  });

  it(':color with anything else shows the text uncoloured and says why', () => {
    renderMarkup('A :color[red]{c="red; background:url(x)"} word.');
    expect(screen.getByText('red').getAttribute('style')).toBeNull();
    expect(screen.getByText(/is not a colour/).textContent).toContain('1:15 Error');
  });

  it(':icon draws an icon from the fixed set, hidden from screen readers', () => {
    const { container } = renderMarkup('Great work :icon{name=star}');
    const icon = container.querySelector('[data-icon="star"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/Great work/).textContent).toBe('Great work ');
  });

  it(':keyword is a button carrying keyword_id for the keyword popover', () => {
    renderMarkup('The :keyword[average temperature]{id=3} of a month.');
    const keyword = screen.getByRole('button', { name: 'average temperature' });
    expect(keyword.getAttribute('keyword_id')).toBe('3');
    expect(keyword.getAttribute('data-keyword-id')).toBe('3');
  });

  it('an unknown inline directive stays visible as the text the author wrote', () => {
    renderMarkup('Say :wave[hello]{to=all} now.');
    expect(screen.getByText(':wave[hello]{to=all}').tagName).toBe('MARK');
  });
});
