import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type TextareaProps = BaseFieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'className'>;

export function Textarea({ rows = 3, ...props }: TextareaProps) {
  return <Field props={props}>{(textarea) => <textarea rows={rows} {...textarea} />}</Field>;
}
