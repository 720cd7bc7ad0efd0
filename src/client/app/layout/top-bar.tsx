import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../shared/paths';
import { alertScreens } from '../../features/alerts';
import { useProfile } from '../../features/auth';
import { searchScreens } from '../../features/search';
import { MD_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { OutboxCount } from './outbox-count';

/** The alerts bell, with its count: loaded with the feed's code after the shell shows. */
const AlertsBell = lazy(alertScreens.bell);
/** The header search (docs/decisions/086-header-search.md), loaded the same way. */
const HeaderSearch = lazy(searchScreens.box);

/** The first two letters of a name, uppercase ('Ama Mensah' → 'AM'). */
export function initialsOf(name: string | undefined): string {
  return Array.from((name ?? '').trim())
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Id of the sidebar the hamburger controls. */
  sidebarId?: string;
}

/**
 * Desktop: 'Dashboard', the search box, the business name (from `lg` up: on a tablet the search box
 * needs its room), the alerts bell, then the avatar, name and
 * role (linking to /profile); the outbox's count while records wait. Mobile: the hamburger, the profile name with the business name under
 * it, the search icon (opening the search across the screen), the bell and the avatar.
 */
export function TopBar({ menuOpen, onOpenMenu, sidebarId }: TopBarProps) {
  const { data: profile } = useProfile();
  const name = profile?.name ?? '';
  const business = profile?.account?.name ?? '';
  const desktop = useMediaQuery(MD_QUERY);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <p className="hidden text-lg font-semibold text-gray-900 md:block">Dashboard</p>
      {desktop ? (
        <div className="ml-2 flex min-w-36 flex-1 lg:ml-8">
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col md:hidden">
        <p className="truncate text-base font-semibold text-gray-900" data-testid="top-bar-name">
          {name}
        </p>
        <p className="truncate text-xs text-gray-600" data-testid="top-bar-business">
          {business}
        </p>
      </div>
      <p
        className="ml-auto hidden min-w-0 truncate border-r border-gray-200 pr-3 text-sm font-medium text-gray-700 lg:block"
        data-testid="business-name"
        title={business}
      >
        {business}
      </p>
      <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
        {/* Records made offline and not yet stored (docs/offline.md §3). */}
        <OutboxCount />
        {desktop ? null : (
          <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
            <HeaderSearch compact />
          </Suspense>
        )}
        <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
          <AlertsBell />
        </Suspense>
        <Link
          to={routes.profile}
          className="flex min-h-10 shrink-0 items-center gap-3 rounded-md p-1 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span
            className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
            data-testid="avatar"
            aria-hidden="true"
          >
            {initialsOf(name)}
          </span>
          <span className="sr-only flex-col text-left sm:not-sr-only sm:flex">
            <span className="text-sm font-medium text-gray-900">{name}</span>
            <span className="text-xs text-gray-600">{profile?.role}</span>
          </span>
        </Link>
      </div>
    </header>
  );
}
