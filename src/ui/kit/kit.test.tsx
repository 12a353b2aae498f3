import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';
import { Button, LinkButton } from './Button';
import { Chip } from './Chip';
import { IconButton } from './IconButton';
import { KIT_CSS } from './kitStyles';
import { Spinner } from './Spinner';
import { Surface } from './Surface';
import { Text } from './Text';
import { TextButton, TextLink } from './TextLink';

describe('the kit', () => {
  it('puts its sheet in the page once, with the focus ring and the theme’s colours', () => {
    render(
      <>
        <Button>One</Button>
        <Button>Two</Button>
      </>,
    );
    const sheets = document.head.querySelectorAll('style[data-courses-sheet="kit"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toBe(KIT_CSS);
    expect(KIT_CSS).toContain('[data-widget] a:focus-visible');
    expect(KIT_CSS).toContain('outline:3px solid #1d4f91 !important');
  });

  it('draws buttons as native buttons that do not submit forms unless told', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="contained" size="small" startIcon={<svg />} onClick={onClick}>
          Save
        </Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'button');
    expect(save).toHaveClass('courses-button', 'courses-button-contained', 'courses-button-small');
    expect(save).toHaveAttribute('data-color', 'primary');
    await userEvent.click(save);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('draws a link that goes somewhere as a link, looking like a button', () => {
    render(
      <LinkButton href="/courses/" variant="outlined">
        All courses
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'All courses' });
    expect(link).toHaveAttribute('href', '/courses/');
    expect(link).toHaveClass('courses-button-outlined');
  });

  it('announces an alert, with its title and action', () => {
    render(
      <Alert severity="warning" title="Saved on this device" action={<Button>Retry</Button>}>
        Your answers will be sent when you are back online.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('courses-alert-warning');
    expect(alert).toHaveTextContent(
      'Saved on this deviceYour answers will be sent when you are back online.',
    );
    expect(alert.querySelector('.courses-alert-icon svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lets a caller give an alert another role, or no icon', () => {
    render(
      <Alert severity="info" role="status" icon={false}>
        Loading the lesson
      </Alert>,
    );
    expect(screen.getByRole('status')).not.toContainHTML('svg');
  });

  it('shows a spinner as a progress bar unless hidden beside a written status', () => {
    const { rerender } = render(<Spinner aria-label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Spinner aria-hidden="true" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('writes text as the element its variant stands for, or the one asked', () => {
    render(
      <>
        <Text variant="h6">Heading</Text>
        <Text variant="body2" tone="secondary">
          Body
        </Text>
        <Text variant="subtitle1" component="p">
          Subtitle
        </Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 6, name: 'Heading' })).toHaveClass(
      'courses-text-h6',
    );
    expect(screen.getByText('Body').tagName).toBe('P');
    expect(screen.getByText('Body')).toHaveClass('courses-tone-secondary');
    expect(screen.getByText('Subtitle').tagName).toBe('P');
  });

  it('names icon buttons, links, chips and surfaces as given', () => {
    render(
      <Surface component="section" aria-label="Card">
        <IconButton aria-label="Close" edge="end">
          <svg />
        </IconButton>
        <TextLink href="/help/" underline="hover">
          Help
        </TextLink>
        <TextButton onClick={() => undefined}>Show more</TextButton>
        <Chip label="Premium" size="small" />
      </Surface>,
    );
    expect(screen.getByRole('region', { name: 'Card' })).toHaveClass('courses-surface-outlined');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('courses-icon-button-end');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveClass('courses-link-hover');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('type', 'button');
    expect(screen.getByText('Premium').closest('.courses-chip')).toHaveClass('courses-chip-small');
  });
});
