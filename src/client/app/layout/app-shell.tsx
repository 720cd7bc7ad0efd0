import { useCallback, useId, useState } from 'react';
import { Outlet } from 'react-router';
import type { ShellVariant } from './nav-items';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Sidebar (fixed from md up, slide-in below), top bar, the offline line under it, and the current screen. */
export function AppShell({ variant }: { variant: ShellVariant }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const sidebarId = useId();
  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800"
      >
        Skip to content
      </a>
      <Sidebar variant={variant} id={sidebarId} open={menuOpen} onClose={closeMenu} />
      <div className="flex min-h-screen min-w-0 flex-col md:pl-64">
        <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} sidebarId={sidebarId} />
        <OfflineBanner />
        <main id="main-content" className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ApartmentShell() {
  return <AppShell variant="apartment" />;
}

export function VehicleShell() {
  return <AppShell variant="vehicle" />;
}
