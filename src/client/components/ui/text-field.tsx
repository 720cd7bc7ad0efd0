import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type TextFieldProps = BaseFieldProps & Omit<ComponentProps<'input'>, 'id' | 'name' | 'className'>;

/** A labelled text input (also email, tel, search…); works with react-hook-form `register`. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <Field props={props}>{(input) => <input type={type} {...input} />}</Field>;
}
