import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'className'> & {
  /** The visible label, after the switch; also its accessible name. */
  label: ReactNode;
  className?: string;
};

/**
 * An on/off switch: a checkbox with the switch role, drawn as a track and a knob (blue when on). The
 * checkbox itself lies, transparent, over the track, so a tap (or a test's click) reaches it. Works
 * with react-hook-form `register` (its value is the checkbox's `checked`).
 */
export function Switch({ label, className, id, ...input }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('flex min-h-10 items-center gap-3 text-sm', className)}>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={inputId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox tells its own checked state; an aria-checked would go stale on an uncontrolled one
          role="switch"
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...input}
        />
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-0 rounded-full bg-gray-400 transition-colors',
            'after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
            'peer-checked:bg-blue-700 peer-checked:after:translate-x-5',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2',
            'peer-disabled:opacity-60',
          )}
        />
      </span>
      <label htmlFor={inputId} className="cursor-pointer font-medium text-gray-800">
        {label}
      </label>
    </div>
  );
}
