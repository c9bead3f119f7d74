import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

interface Props extends Omit<TextFieldProps, 'select' | 'onChange' | 'value'> {
  units: readonly { code: string; name: string }[] | undefined;
  value: string;
  onChange: (code: string) => void;
  /** The first option, which stands for no unit (e.g. "All" in a filter, "None" in a form). */
  emptyLabel: string;
}

/** Picks one of the company's divisions, subdivisions or departments by its code. */
export function UnitSelect({ units = [], value, onChange, emptyLabel, ...field }: Props) {
  const known = value === '' || units.some((unit) => unit.code === value);
  return (
    <TextField {...field} select value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{emptyLabel}</MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {units.map((unit) => (
        <MenuItem key={unit.code} value={unit.code}>
          {unit.code} · {unit.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
