import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** Ids tying a control to its label, hint and error text. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    errorId,
    hintId,
    controlProps: { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

export const controlClass = (invalid: boolean, extra?: string) =>
  cn(
    'block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 shadow-xs sm:text-sm',
    'placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-blue-600/40',
    'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-700',
    invalid ? 'border-red-600 focus:border-red-600' : 'border-gray-300 focus:border-blue-600',
    extra,
  );

export interface FieldShellProps {
  inputId: string;
  errorId: string;
  hintId: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error text below. */
export function FieldShell({
  inputId,
  errorId,
  hintId,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props every field component shares. `name` is the API field name. */
export interface BaseFieldProps {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Classes of the wrapper (label + control + messages). */
  className?: string;
}

/** The props `Field` keeps for the shell around the control; `name` and the rest go onto the control. */
type ShellOwnProps = Omit<BaseFieldProps, 'name'> & { required?: boolean };

/** What a control gets from `Field`: its own props, and the id, ARIA state, `required` and classes. */
export type FieldControlProps<P> = Omit<P, keyof ShellOwnProps> & {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
  className: string;
};

export interface FieldProps<P extends ShellOwnProps> {
  /** The field component's props: label, hint, error and id go to the shell, the rest onto the control. */
  props: P;
  /** Classes added to the control's own (room for a prefix, a suffix or a button). */
  controlClassName?: string;
  /** Draws the control: spread `control` onto the input, textarea or select. */
  children: (control: FieldControlProps<P>) => ReactNode;
}

/**
 * The one place a field component wires its control to the label, hint and error (ids, ARIA,
 * required, the invalid border); each component only draws its control.
 */
export function Field<P extends ShellOwnProps>({ props, controlClassName, children }: FieldProps<P>) {
  const { label, error, hint, id, className, required, ...rest } = props;
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      {children({
        required,
        className: controlClass(Boolean(error), controlClassName),
        ...controlProps,
        ...rest,
      })}
    </FieldShell>
  );
}
