import type { ReactNode } from 'react';
import { routes } from '../../../../shared/paths';
import type { SetupStatus } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useSetupStatus } from '../api/setup-status';

/** The centred card of the signed-out screens (login, first-run setup). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-center text-base text-gray-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/**
 * A signed-out screen that depends on what the server allows (sign-up open, password reset by SMS):
 * a skeleton while GET /api/setup loads, a retry if it fails, then the screen for the answer.
 */
export function SetupGate({
  title,
  rows,
  children,
}: {
  title: string;
  rows: number;
  children: (setup: SetupStatus) => ReactNode;
}) {
  const status = useSetupStatus();
  if (status.isPending) {
    return (
      <AuthCard title={title}>
        <SkeletonBars count={rows} label="Loading..." />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title={title}>
        <InlineError message="Failed to load data">
          <Button variant="secondary" onClick={() => status.refetch()}>
            Try again
          </Button>
        </InlineError>
      </AuthCard>
    );
  }
  return children(status.data);
}

/** A note in place of a form (sign-up closed, ask the administrator) and the way back to sign-in. */
export function AuthNote({ title, message, back }: { title: string; message: string; back: string }) {
  return (
    <AuthCard title={title}>
      <p className="text-center text-base text-gray-700">{message}</p>
      <LinkButton to={routes.login} fullWidth className="mt-6">
        {back}
      </LinkButton>
    </AuthCard>
  );
}
