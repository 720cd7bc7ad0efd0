import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResult } from '../../../../shared/schemas/search';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, searchableText } from '../../../../shared/search';
import { messageOf } from '../../../lib/api-client';
import { useSearch } from '../api/use-search';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The box's name: no other field's name is part of it (screens name their fields 'Tenant', 'Vehicle'…). */
export const SEARCH_LABEL = 'Quick search';

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The top bar's search (docs/decisions/086-header-search.md). Desktop: the box itself. Phones
 * (`compact`): an icon that opens the box across the full width of the screen.
 */
export function HeaderSearch({ compact = false }: { compact?: boolean }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  if (!compact) return <SearchBox className="w-full max-w-sm" />;
  const closePanel = () => {
    setPanelOpen(false);
    openerRef.current?.focus();
  };
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-label="Search"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
      {panelOpen ? (
        <div
          className="fixed inset-x-0 top-0 z-40 flex items-center gap-2 border-b border-gray-200 bg-white p-3 shadow-md"
          data-testid="search-panel"
        >
          <SearchBox className="min-w-0 flex-1" autoFocus onDone={closePanel} />
          <button
            type="button"
            aria-label="Close search"
            onClick={closePanel}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </>
  );
}

interface SearchBoxProps {
  className?: string;
  autoFocus?: boolean;
  /** Called when a result is opened or Escape is pressed with nothing left to close. */
  onDone?: () => void;
}

/** A combobox: the typed text asks the server after a pause; the results, grouped by kind, in a listbox. */
function SearchBox({ className, autoFocus = false, onDone }: SearchBoxProps) {
  const navigate = useNavigate();
  const ids = useId();
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const search = useSearch(debounced);
  const results = search.data?.results ?? [];
  const box = useRef<HTMLInputElement>(null);

  // Focused on mount by hand: the build's Preact (docs/decisions/165-preact-in-the-build.md) only
  // writes the autofocus attribute, which a browser ignores on a box added after the page loaded.
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);

  // New results: nothing is highlighted until the arrows are used.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the answer changes
  useEffect(() => setActive(-1), [search.data]);

  const searchable = searchableText(value) !== null;
  const expanded = open && searchable;

  function go(result: SearchResult) {
    setValue('');
    setOpen(false);
    navigate(result.route);
    onDone?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const chosen = results[active >= 0 ? active : 0];
        if (expanded && chosen) {
          event.preventDefault();
          go(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else if (value) setValue('');
        else onDone?.();
        break;
    }
  }

  const fresh = searchableText(debounced) === searchableText(value) && !search.isPlaceholderData;
  let status: string | null = null;
  if (search.isError) status = messageOf(search.error);
  else if (results.length === 0 && (!fresh || search.isFetching)) status = 'Searching…';
  else if (results.length === 0) status = `No matches for “${value.trim()}”`;

  let position = -1;
  const groups = SEARCH_KINDS.map((kind) => ({
    kind,
    items: results.flatMap((result) => {
      if (result.kind !== kind) return [];
      position += 1;
      return [{ result, index: position }];
    }),
  })).filter((group) => group.items.length > 0);
  // Results come in kind order, so `index` follows the order on screen.

  return (
    <div className={`relative ${className ?? ''}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
      <input
        type="search"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        ref={box}
        autoComplete="off"
        placeholder="Search tenants, units, plates, receipts…"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-gray-300 bg-white pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] min-w-72 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not fieldsets
          <div key={group.kind} role="group" aria-labelledby={`${ids}-${group.kind}`}>
            <div
              id={`${ids}-${group.kind}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase"
            >
              {SEARCH_KIND_LABELS[group.kind]}
            </div>
            {group.items.map(({ result, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input (aria-activedescendant)
              <div
                key={`${result.kind}-${result.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                // Keeps the focus in the box, so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(result)}
                onMouseEnter={() => setActive(index)}
                className={`flex min-h-10 cursor-pointer flex-col justify-center px-3 py-1.5 ${
                  index === active ? 'bg-blue-50' : ''
                }`}
              >
                <span className="truncate text-sm font-medium text-gray-900">{result.label}</span>
                {result.subLabel ? (
                  <span className="truncate text-xs text-gray-600">{result.subLabel}</span>
                ) : null}
              </div>
            ))}
          </div>
        ))}
        {status ? (
          <p role="status" className="px-3 py-2 text-sm text-gray-600">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
