import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { type SetupBody, setupBody } from '../../../../shared/schemas/setup';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSetup } from '../api/use-setup';
import { AdminAccountForm } from './admin-account-form';
import { AuthCard } from './auth-card';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** First run only (no user yet): creates the administrator and signs them in. */
export function SetupScreen() {
  const navigate = useNavigate();
  const setup = useSetup();
  const { field, submit } = useSchemaForm<SetupBody, z.output<typeof setupBody>>({
    schema: setupBody,
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    fields: FIELDS,
    send: async (values) => {
      await setup.mutateAsync(values);
      toast.success('Administrator account created', { autoClose: TOAST_MS.long });
      navigate(routes.home, { replace: true });
    },
  });

  return (
    <AuthCard
      title="Create the administrator account"
      subtitle="No account exists yet. This account will manage the users of the app."
    >
      <AdminAccountForm field={field} onSubmit={submit} busy={setup.isPending} />
    </AuthCard>
  );
}
