import '../testing/domCompat';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkup } from '../testing/renderMarkup';

describe(':::accordion', () => {
  it('starts closed and opens with its button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderMarkup(':::accordion{title="How averages are made"}\nAdd the values and divide.\n:::');
    const button = screen.getByRole('button', { name: 'How averages are made' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(panel).toBeVisible();
    // A disclosure, not a landmark: a long lesson's many accordions add none.
    expect(screen.queryByRole('region')).toBeNull();
    expect(panel.textContent).toBe('Add the values and divide.');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts open with the open flag or when its style says accordion open', () => {
    renderMarkup(
      ':::accordion{title="One" open}\nA\n:::\n\n:::accordion{title="Two" style="accordion open"}\nB\n:::',
    );
    expect(screen.getByRole('button', { name: 'One' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Two' }).getAttribute('aria-expanded')).toBe('true');
    const panels = ['One', 'Two'].map((name) =>
      document.getElementById(
        screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '',
      ),
    );
    expect(panels.map((panel) => panel?.textContent)).toEqual(['A', 'B']);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe(':::alert', () => {
  it('shows its title, body and chosen icon as a note', () => {
    renderMarkup(
      ':::alert{type=success icon=lightbulb title="Did you know?"}\nJuly is the **warmest** month.\n:::',
    );
    const note = screen.getByRole('note');
    expect(within(note).getByText('Did you know?')).toBeTruthy();
    expect(within(note).getByText('warmest').tagName).toBe('STRONG');
    expect(note.querySelector('[data-icon="lightbulb"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(note.getAttribute('data-alert-type')).toBe('success');
  });

  it('uses the icon of its type by default', () => {
    renderMarkup(':::alert{type=warning}\nCareful.\n:::');
    expect(screen.getByRole('note').querySelector('[data-icon="warning"]')).toBeTruthy();
  });

  it('nests inside a container with more colons', () => {
    renderMarkup('::::accordion{title="Tips" open}\n:::alert{type=info}\nInside.\n:::\n::::');
    const button = screen.getByRole('button', { name: 'Tips' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByRole('note').textContent).toContain('Inside.');
  });
});

describe('the AI marker', () => {
  it('becomes a badge with the dictionary label instead of a line of text', () => {
    renderMarkup(
      '::ai{model="gpt-4o-mini" type=keyword}\nA *mean* adds the values and divides by their count.',
    );
    expect(screen.getByText('Dictionary definition summarized with AI')).toBeTruthy();
    expect(screen.getByText('AI').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText(/::ai|gpt-4o-mini/)).toBeNull();
    expect(screen.getByText(/adds the values/).tagName).toBe('P');
  });
});
