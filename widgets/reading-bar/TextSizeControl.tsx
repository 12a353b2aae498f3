import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TEXT_SIZES, isOneOf, type TextSize } from '@courses/runtime';
import { TEXT_SIZE_LABEL, TEXT_SIZE_NAMES } from './messages';

interface TextSizeControlProps {
  size: TextSize;
  onChange: (size: TextSize) => void;
  /** Spec section 6: staff see the control without its label (it keeps its accessible name). */
  hideLabel: boolean;
}

export function TextSizeControl({ size, onChange, hideLabel }: TextSizeControlProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ m: 0, border: 0, p: 0 }}>
      {hideLabel ? null : (
        <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 500 }}>
          {TEXT_SIZE_LABEL}
        </FormLabel>
      )}
      <RadioGroup
        row
        name={`text-size-${labelId}`}
        value={size}
        {...(hideLabel ? { 'aria-label': TEXT_SIZE_LABEL } : { 'aria-labelledby': labelId })}
        onChange={(event) => {
          if (isOneOf(TEXT_SIZES, event.target.value)) onChange(event.target.value);
        }}
      >
        {TEXT_SIZES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={TEXT_SIZE_NAMES[option]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
