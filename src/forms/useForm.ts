import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateField, type FieldRules } from './rules';

export interface UseFormOptions<F extends Record<string, FieldRules>> {
  fields: F;
  /** A disabled form cannot be submitted and its fields cannot be edited (e.g. while saving). */
  disabled?: boolean;
}

/** Props to spread on an MUI TextField: `<TextField label="Title" {...form.field('title')} />`. */
export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  /**
   * aria-invalid and aria-describedby on the input, as MUI sets them. A caller may replace
   * slotProps (e.g. to make a field read-only): a TextField sets the same two itself.
   */
  slotProps: {
    htmlInput: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  };
}

export interface FormApi<Name extends string> {
  values: Record<Name, string>;
  /** Every current error, shown or not; a field's own props only show it once touched. */
  errors: Partial<Record<Name, string>>;
  touched: Partial<Record<Name, true>>;
  /** False while any field is invalid or the form is disabled. */
  canSubmit: boolean;
  field(name: Name): TextFieldBinding;
  setValue(name: Name, value: string): void;
  /** Back to the initial values, nothing touched. */
  reset(): void;
  /**
   * A form `onSubmit` handler: stops the page from reloading, shows every error, and calls
   * `onValid` with the values only when the form can be submitted.
   */
  handleSubmit(onValid: (values: Record<Name, string>) => void): (event?: FormEvent) => void;
}

function initialValues<Name extends string>(
  fields: Record<Name, FieldRules>,
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of Object.keys(fields) as Name[]) values[name] = fields[name].initial ?? '';
  return values;
}

/**
 * The generic form helper of the specification (section 5). Rules are read on every render, so
 * a caller may change them (e.g. a field that becomes required); initial values only on mount.
 */
export function useForm<F extends Record<string, FieldRules>>(
  options: UseFormOptions<F>,
): FormApi<keyof F & string> {
  type Name = keyof F & string;
  const { fields, disabled = false } = options;
  const idBase = useId();
  const [values, setValues] = useState<Record<Name, string>>(() => initialValues<Name>(fields));
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});

  const names = Object.keys(fields) as Name[];
  const errors: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const message = validateField(values[name] ?? '', fields[name] ?? {});
    if (message !== null) errors[name] = message;
  }
  const canSubmit = !disabled && names.every((name) => errors[name] === undefined);

  const touch = (name: Name) =>
    setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
  const setValue = (name: Name, value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  return {
    values,
    errors,
    touched,
    canSubmit,
    setValue,
    reset() {
      setValues(initialValues<Name>(fields));
      setTouched({});
    },
    field(name) {
      const id = `${idBase}-${name}`;
      const shown = touched[name] ? errors[name] : undefined;
      const helperId = shown === undefined ? undefined : `${id}-helper-text`;
      return {
        id,
        name,
        value: values[name] ?? '',
        onChange(event) {
          setValue(name, event.target.value);
          touch(name);
        },
        onBlur: () => touch(name),
        error: shown !== undefined,
        helperText: shown,
        disabled,
        slotProps: {
          htmlInput: { 'aria-invalid': shown !== undefined, 'aria-describedby': helperId },
        },
      };
    },
    handleSubmit(onValid) {
      return (event) => {
        event?.preventDefault();
        setTouched(
          Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<Name, true>>,
        );
        if (canSubmit) onValid(values);
      };
    },
  };
}
