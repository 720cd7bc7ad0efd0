import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem at the default 16 px root size), as a media query. */
export const MD_QUERY = '(min-width: 768px)';
/** Tailwind's `sm` breakpoint (40rem). */
export const SM_QUERY = '(min-width: 640px)';

/**
 * Whether the media query matches now, following changes (a phone turned sideways, a resized
 * window). Without `matchMedia` (outside a browser) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}
