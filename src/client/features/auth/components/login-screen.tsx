import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { CONTACT_ADMIN_URL, MESSAGES, TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import type { LoginBody, loginBody } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors, lazyResolver } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/use-login';
import { AuthCard } from './auth-card';

type LoginValues = z.output<typeof loginBody>;

// The shared auth schemas pull in the phone-number library (for the setup form), so the login
// screen loads them on demand: it renders and accepts typing before that code arrives.
const loginForm = lazyResolver(() =>
  import('../../../../shared/schemas/auth').then((module) => zodResolver(module.loginBody)),
);

/** Where to go after signing in: the page the visitor was sent away from, else /home. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== routes.login
    ? from
    : routes.home;
}

export interface LoginScreenProps {
  /** The server allows sign-up (the server's sign-up setting is open): 'Create an account' is offered beside 'Sign In'. */
  signupOpen?: boolean;
}

export function LoginScreen({ signupOpen = false }: LoginScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody, unknown, LoginValues>({
    resolver: loginForm.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // The query client has already shown the error toast.
      applyFieldErrors(error, setError, ['email', 'password']);
      return;
    }
    toast.success(MESSAGES.loginSuccess, { autoClose: TOAST_MS.long });
    navigate(destination(location.state), { replace: true });
  });

  return (
    <AuthCard title="Property Tracking System" subtitle="Welcome Back">
      {/* The validation rules load on the first touch of the form: they are not needed to draw it. */}
      <form onSubmit={onSubmit} onFocus={loginForm.preload} noValidate className="flex flex-col gap-4">
        {errors.root ? <InlineError message={errors.root.message} /> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={routes.forgotPassword}
          className="-mt-2 inline-flex min-h-10 items-center self-end text-sm font-medium text-blue-700 underline hover:text-blue-800"
        >
          Forgot password?
        </Link>
        {signupOpen ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" className="sm:flex-1" busy={login.isPending} busyText="Logging you in...">
              Sign In
            </Button>
            <LinkButton to={routes.signup} variant="secondary" className="sm:flex-1">
              Create an account
            </LinkButton>
          </div>
        ) : (
          <Button type="submit" fullWidth busy={login.isPending} busyText="Logging you in...">
            Sign In
          </Button>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Don&apos;t have an account?{' '}
        <a
          href={CONTACT_ADMIN_URL}
          className="inline-flex min-h-10 items-center font-medium text-blue-700 underline hover:text-blue-800"
        >
          Contact Admin
        </a>
      </p>
    </AuthCard>
  );
}
