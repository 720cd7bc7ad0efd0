import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { type SetupBody, setupBody } from '../../../../shared/schemas/setup';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/forms';
import { useSetup } from '../api/use-setup';
import { AuthCard } from './auth-card';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** First run only (no user yet): creates the administrator and signs them in. */
export function SetupScreen() {
  const navigate = useNavigate();
  const setup = useSetup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetupBody, unknown, z.output<typeof setupBody>>({
    resolver: zodResolver(setupBody),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setup.mutateAsync(values);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success('Administrator account created', { autoClose: TOAST_MS.long });
    navigate(routes.home, { replace: true });
  });

  return (
    <AuthCard
      title="Create the administrator account"
      subtitle="No account exists yet. This account will manage the users of the app."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth busy={setup.isPending} busyText="Creating account...">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
