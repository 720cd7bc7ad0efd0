import type { BoundField } from '../../lib/forms';
import { TextField } from './text-field';

export interface ContactFieldsProps {
  /** The form's `field(name)` (see fieldBinder in lib/forms): registers a field and gives its message. */
  field: (name: 'name' | 'email' | 'phone') => BoundField;
  required?: boolean;
}

/** A person's own name, email and phone (a Ghanaian number), which the browser may fill in. */
export function ContactFields({ field, required }: ContactFieldsProps) {
  return (
    <>
      <TextField label="Name" autoComplete="name" required={required} {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required={required} {...field('email')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="024 123 4567"
        required={required}
        {...field('phone')}
      />
    </>
  );
}
