import { Button, type ButtonProps } from './button';

export type FormSubmitProps = Omit<ButtonProps, 'type' | 'children' | 'className'> & {
  text: string;
  /** Classes of the row around the button (e.g. `md:col-span-2` in a two-column grid). */
  className?: string;
};

/** A form's submit button on a row of its own: it keeps its own width in a grid or a column. */
export function FormSubmit({ text, className, ...button }: FormSubmitProps) {
  return (
    <div className={className}>
      <Button type="submit" {...button}>
        {text}
      </Button>
    </div>
  );
}
