import { Inbox, LogOut, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { routes } from '../../../shared/paths';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogout, usePermissions } from '../../features/auth';
import { cn } from '../../lib/cn';
import { useNeedsConnection } from '../../lib/connection';
import { useOutboxRecords } from '../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../lib/offline/outbox-texts';
import { signOutLosesText } from '../../lib/offline/sign-out';
import { isCurrent, NAV, type ShellVariant } from './nav-items';

export interface SidebarProps {
  variant: ShellVariant;
  id?: string;
  /** Below md: whether the slide-in menu is shown. From md up the sidebar is always there. */
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ variant, id, open, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { canManageUsers, canDelete } = usePermissions();
  const logout = useLogout();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { heading, sections } = NAV[variant];

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const needsConnection = useNeedsConnection();
  const outboxSize = useOutboxRecords().length;
  /** The records signing out would lose, while the question is asked (null: not asked). */
  const [losing, setLosing] = useState<number | null>(null);
  const signOut = () => {
    setLosing(null);
    logout.mutate(undefined, { onSuccess: () => navigate(routes.login, { replace: true }) });
  };
  const onLogout = () => {
    // Signing out empties what the app kept for this user: records not yet sent would be lost.
    if (outboxSize > 0) setLosing(outboxSize);
    else signOut();
  };

  return (
    <>
      {open ? (
        <div className="fixed inset-0 z-30 bg-gray-900/50 md:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      <aside
        id={id}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 max-w-[85vw] flex-col bg-slate-900 text-slate-100 transition-[transform,visibility] duration-200',
          'md:visible md:translate-x-0',
          open ? 'translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-700 px-4">
          <p className="text-lg font-semibold text-white">{heading}</p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-white md:hidden"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
          {sections.map((section) => {
            const items = section.items.filter(
              (item) => (!item.adminOnly || canManageUsers) && (!item.managersOnly || canDelete),
            );
            if (items.length === 0) return null;
            return (
              <div key={section.title} className="mb-6">
                <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-300">
                  {section.title}
                </h2>
                <ul className="mt-2 flex flex-col gap-1">
                  {items.map((item) => {
                    const current = isCurrent(item, pathname);
                    const Icon = item.icon;
                    if (item.needsConnection && needsConnection.disabled) {
                      return (
                        <li key={item.label}>
                          <button
                            type="button"
                            disabled
                            title={needsConnection.title}
                            aria-describedby={needsConnection['aria-describedby']}
                            className="flex min-h-10 w-full cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-400"
                          >
                            <Icon className="size-5 shrink-0" aria-hidden="true" />
                            {item.label}
                          </button>
                        </li>
                      );
                    }
                    return (
                      <li key={item.label}>
                        <Link
                          to={item.to}
                          onClick={onClose}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-white',
                            current
                              ? 'bg-blue-700 text-white'
                              : 'text-slate-200 hover:bg-slate-800 hover:text-white',
                          )}
                        >
                          <Icon className="size-5 shrink-0" aria-hidden="true" />
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className="flex flex-col gap-1 border-t border-slate-700 p-3">
          {/* The outbox, always reachable (docs/offline.md §3), with how many records it holds. */}
          <Link
            to={routes.outbox}
            onClick={onClose}
            aria-current={pathname === routes.outbox ? 'page' : undefined}
            aria-label={outboxSize > 0 ? `${OUTBOX_TEXTS.screenTitle}: ${outboxSize}` : undefined}
            className={cn(
              'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-white',
              pathname === routes.outbox
                ? 'bg-blue-700 text-white'
                : 'text-slate-200 hover:bg-slate-800 hover:text-white',
            )}
          >
            <Inbox className="size-5 shrink-0" aria-hidden="true" />
            {OUTBOX_TEXTS.screenTitle}
            {outboxSize > 0 ? (
              <span className="ml-auto rounded-full bg-amber-200 px-2 text-xs font-semibold text-amber-950">
                {outboxSize}
              </span>
            ) : null}
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={logout.isPending}
            {...needsConnection}
            className="flex min-h-10 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-60"
          >
            <LogOut className="size-5" aria-hidden="true" />
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </aside>
      <ConfirmDialog
        open={losing !== null}
        title="Sign out"
        message={signOutLosesText(losing ?? 0)}
        confirmText={OUTBOX_TEXTS.signOutAnyway}
        onConfirm={signOut}
        onCancel={() => setLosing(null)}
      />
    </>
  );
}
