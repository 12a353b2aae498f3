export { FORM_MESSAGES, countChars, validateField } from './rules';
export type { FieldRules, WithMessage } from './rules';
export { useForm } from './useForm';
export type { FormApi, TextFieldBinding, UseFormOptions } from './useForm';
export { PositiveNumberInput } from './PositiveNumberInput';
export type { PositiveNumberInputProps } from './PositiveNumberInput';
export { ShortTextArea, TEXT_AREA_ROWS, remainingText } from './ShortTextArea';
export type { ShortTextAreaProps } from './ShortTextArea';
export { isZeroOrPositive } from './isZeroOrPositive';
