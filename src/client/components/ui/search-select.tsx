import { ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps extends BaseFieldProps {
  options: readonly SearchSelectOption[];
  /** The chosen option's value, or null/'' for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Focus target for react-hook-form (Controller's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  loading?: boolean;
  loadingText?: string;
  noOptionsText?: string;
  placeholder?: string;
  clearable?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** False when `options` are already the matches of what was typed (a server search): shown as given. */
  filterOptions?: boolean;
  /** Told the text typed (null when the typing is dropped: a choice, Escape, leaving the field). */
  onQueryChange?: (text: string | null) => void;
  /** A line under the options, e.g. 'Showing 10 of 240: keep typing'. */
  listNote?: string;
}

/**
 * A searchable select (ARIA combobox). Controlled: use it with react-hook-form's Controller.
 * The chosen value is also carried by a hidden input named `name`.
 */
export function SearchSelect({
  label,
  name,
  error,
  hint,
  id,
  className,
  options,
  value,
  onChange,
  onBlur,
  ref,
  loading = false,
  loadingText = 'Loading...',
  noOptionsText = 'No matches found',
  placeholder = 'Type to search...',
  clearable = true,
  required,
  disabled,
  filterOptions = true,
  onQueryChange,
  listNote,
}: SearchSelectProps) {
  const shownHint = loading ? <span role="status">{loadingText}</span> : hint;
  const { controlProps, ...ids } = useFieldIds(id, error, shownHint);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQueryText] = useState<string | null>(null);
  const setQuery = (text: string | null) => {
    setQueryText(text);
    onQueryChange?.(text);
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    if (!filterOptions || needle === '') return options;
    return options.filter((option) => option.label.toLowerCase().includes(needle));
  }, [options, query, filterOptions]);
  const showList = open && !loading;
  const expanded = showList && filtered.length > 0;

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const choose = (option: SearchSelectOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    const index = filtered.findIndex((option) => option.value === value);
    setActive(Math.max(0, index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(index + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        const option = filtered[active];
        if (expanded && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setQuery(null);
        }
        break;
    }
  };

  const activeOption = expanded ? filtered[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <FieldShell
      {...ids}
      label={label}
      error={error}
      hint={shownHint}
      required={required}
      className={className}
    >
      <div className="relative">
        <input type="hidden" name={name} value={value ?? ''} />
        <input
          ref={setRefs}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={loading ? loadingText : placeholder}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
            onBlur?.();
          }}
          className={controlClass(Boolean(error), clearable && value ? 'pr-20' : 'pr-10')}
          {...controlProps}
        />
        <div className="absolute inset-y-0 right-0 flex items-center">
          {clearable && value && !disabled ? (
            <button
              type="button"
              aria-label={`Clear ${typeof label === 'string' ? label : 'selection'}`}
              onClick={() => {
                onChange(null);
                setQuery(null);
                inputRef.current?.focus();
              }}
              className="flex size-10 items-center justify-center text-gray-700 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <ChevronDown className="pointer-events-none mr-3 size-4 text-gray-700" aria-hidden="true" />
        </div>
        {showList && filtered.length === 0 ? (
          <div
            role="status"
            className="absolute z-20 mt-1 w-full rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-gray-700 shadow-lg"
          >
            {noOptionsText}
          </div>
        ) : null}
        {expanded ? (
          <div className="absolute z-20 mt-1 w-full rounded-md border border-gray-200 bg-white shadow-lg">
            <div
              id={listId}
              role="listbox"
              aria-label={typeof label === 'string' ? label : undefined}
              className="max-h-60 overflow-auto py-1"
            >
              {filtered.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input (aria-activedescendant)
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.value === value}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center px-3 py-2 text-sm text-gray-900',
                    index === active && 'bg-blue-50',
                    option.value === value && 'font-semibold',
                  )}
                >
                  {option.label}
                </div>
              ))}
            </div>
            {listNote ? (
              <p className="border-t border-gray-100 px-3 py-2 text-xs text-gray-600">{listNote}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}
