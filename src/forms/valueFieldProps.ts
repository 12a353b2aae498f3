import type { TextFieldProps } from '@mui/material/TextField';

/**
 * A text field that holds a value of its own kind: the caller gives the value and hears each
 * change as that kind, and the field decides its own input type and shape.
 */
export type ValueFieldProps<T> = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'multiline' | 'select'
> & {
  value: T;
  onValueChange: (value: T) => void;
};
