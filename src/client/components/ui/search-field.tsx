import { TextField } from './text-field';

export interface SearchFieldProps {
  placeholder: string;
  value: string;
  onChange(value: string): void;
  label?: string;
  className?: string;
}

/** A list screen's search box: `name="q"` as in the URL, no autocomplete, the value kept by the caller. */
export function SearchField({ placeholder, value, onChange, label = 'Search', className }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      name="q"
      type="search"
      placeholder={placeholder}
      autoComplete="off"
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
