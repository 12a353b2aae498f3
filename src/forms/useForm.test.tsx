import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FieldRules } from './rules';
import { useForm } from './useForm';

interface Props {
  fields: Record<string, FieldRules>;
  disabled?: boolean;
  onValid?: (values: Record<string, string>) => void;
}

/** A form the way a widget writes one: MUI text fields and a submit button. */
function Form({ fields, disabled = false, onValid = () => {} }: Props) {
  const form = useForm({ fields, disabled });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      {Object.keys(fields).map((name) => (
        <TextField key={name} label={name} {...form.field(name)} />
      ))}
      <Button type="submit" disabled={!form.canSubmit}>
        Save
      </Button>
      <Button onClick={form.reset}>Reset</Button>
    </form>
  );
}

const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'title' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('useForm', () => {
  it('shows no error before the field is touched, even when it is invalid', () => {
    render(<Form fields={{ title: { required: true } }} />);
    expect(title().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please fill values')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('shows the required message once the field is left empty', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ title: { required: true } }} />);
    await user.click(title());
    await user.tab();
    expect(screen.queryByText('Please fill values')).not.toBeNull();
    expect(title().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an error from the first change, before the field loses focus', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ title: { minLength: 3 } }} />);
    await user.type(title(), 'a');
    expect(document.activeElement).toBe(title());
    expect(screen.queryByText('Minimum 3 chars')).not.toBeNull();
  });

  it('walks through the rules in order as the person types', async () => {
    const user = userEvent.setup();
    render(
      <Form fields={{ title: { required: true, minLength: 2, maxLength: 4, pattern: /^\w*$/ } }} />,
    );
    await user.type(title(), '$');
    expect(screen.queryByText('Minimum 2 chars')).not.toBeNull();
    await user.type(title(), '$');
    expect(screen.queryByText('Special characters not support')).not.toBeNull();
    await user.type(title(), '$$$');
    expect(screen.queryByText('Maximum 4 chars')).not.toBeNull();
    await user.clear(title());
    expect(screen.queryByText('Please fill values')).not.toBeNull();
    await user.type(title(), 'ab');
    expect(title().getAttribute('aria-invalid')).toBe('false');
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('shows the messages a caller chose (Save Plot form)', async () => {
    const user = userEvent.setup();
    render(
      <Form
        fields={{
          title: {
            required: 'Enter Plot Title',
            minLength: { value: 4, message: 'Enter minimum 4 characters.' },
          },
        }}
      />,
    );
    await user.click(title());
    await user.tab();
    expect(screen.queryByText('Enter Plot Title')).not.toBeNull();
    await user.type(title(), 'Map');
    expect(screen.queryByText('Enter minimum 4 characters.')).not.toBeNull();
    await user.type(title(), 's');
    expect(screen.queryByText('Enter minimum 4 characters.')).toBeNull();
  });

  it('describes the input by its error message, as screen readers expect', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ title: { required: true } }} />);
    expect(title().hasAttribute('aria-describedby')).toBe(false);
    await user.click(title());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'title', description: 'Please fill values' })).toBe(
      title(),
    );
  });

  it('lets an optional empty field pass its pattern, but not wrong text', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ notes: { pattern: /^[a-z ]*$/ } }} />);
    const notes = screen.getByRole('textbox', { name: 'notes' });
    await user.click(notes);
    await user.tab();
    expect(notes.getAttribute('aria-invalid')).toBe('false');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.type(notes, 'a#');
    expect(screen.queryByText('Special characters not support')).not.toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('keeps the submit button disabled while any one field is invalid', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ title: { required: true }, alt: { maxLength: 3 } }} />);
    await user.type(title(), 'Rain');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'alt' }), 'abcd');
    expect(save().hasAttribute('disabled')).toBe(true);
    // Only the touched field shows its message.
    expect(screen.queryByText('Maximum 3 chars')).not.toBeNull();
  });

  it('starts from the initial values', () => {
    render(<Form fields={{ url: { required: true, initial: 'https://example.org/d/1' } }} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'url' }).value).toBe(
      'https://example.org/d/1',
    );
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('cannot be submitted or edited while disabled, however valid it is', () => {
    render(<Form disabled fields={{ title: { initial: 'Rainfall' } }} />);
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(title().hasAttribute('disabled')).toBe(true);
  });

  it('submits the values when valid and reveals every error when not', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const { container } = render(
      <Form
        onValid={onValid}
        fields={{ title: { required: true }, email: { required: 'Enter Email' } }}
      />,
    );
    // Enter in a field submits the form even though the button is disabled by then.
    act(() => container.querySelector('form')?.requestSubmit());
    expect(screen.queryByText('Please fill values')).not.toBeNull();
    expect(screen.queryByText('Enter Email')).not.toBeNull();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(title(), 'Rain');
    await user.type(screen.getByRole('textbox', { name: 'email' }), 'a@b.org');
    await user.click(save());
    expect(onValid).toHaveBeenCalledWith({ title: 'Rain', email: 'a@b.org' });
  });

  it('goes back to its initial values and hides errors on reset', async () => {
    const user = userEvent.setup();
    render(<Form fields={{ title: { required: true, initial: 'Rain' } }} />);
    await user.clear(title());
    expect(screen.queryByText('Please fill values')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(title().value).toBe('Rain');
    expect(screen.queryByText('Please fill values')).toBeNull();
  });
});
