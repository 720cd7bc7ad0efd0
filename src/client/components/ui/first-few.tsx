import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { isPhone } from './folding-section';

export interface FirstFewProps<T> {
  items: readonly T[];
  /** How many show before 'Show all N'. */
  first: number;
  /** Draws the items shown (the first few, or all once asked). */
  children: (shown: readonly T[]) => ReactNode;
  /** What the items are, for the button's name: 'Show all 31 alerts'. */
  noun?: string;
  /** Only a phone (below `md`) folds the list; a wider screen shows it all. */
  phoneOnly?: boolean;
}

/**
 * The first few items of a long list, then a 'Show all N' button (docs/decisions/065-folding-sections.md):
 * a phone's first screen shows what matters most, and the rest is one tap away.
 */
export function FirstFew<T>({ items, first, children, noun, phoneOnly = false }: FirstFewProps<T>) {
  const [all, setAll] = useState(() => phoneOnly && !isPhone());
  const folded = !all && items.length > first;
  return (
    <>
      {children(folded ? items.slice(0, first) : items)}
      {folded ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={() => setAll(true)}>
            Show all {items.length}
            {noun ? ` ${noun}` : ''}
          </Button>
        </div>
      ) : null}
    </>
  );
}
