import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * An outlined text field, built from the parts TextField is made of, for the screens a first visit
 * opens (Login, the password screens). TextField always bundles Select, Menu and Modal with it,
 * about 12 KB of brotli those screens never use. Same look and labelling: the label names the
 * input and the helper text describes it.
 */
export function TextInput({ label, helperText, error, id, fullWidth = true, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper-text`;
  return (
    <FormControl fullWidth={fullWidth} margin="dense" error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
