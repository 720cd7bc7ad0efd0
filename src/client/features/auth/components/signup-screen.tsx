import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { SIGNUP_MESSAGES, type SignupBody, signupBody } from '../../../../shared/schemas/setup';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PasswordField } from '../../../components/ui/password-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { useSetupStatus } from '../api/setup-status';
import { useSignup } from '../api/use-signup';
import { AuthCard } from './auth-card';

export const SIGNUP_TEXTS = {
  title: 'Create your account',
  subtitle: 'Your business and its administrator. You can add your team afterwards.',
  closedTitle: 'Sign-up is closed',
  created: 'Account created',
  backToSignIn: 'Back to sign in',
} as const;

const FIELDS = ['businessName', 'name', 'email', 'phone', 'password', 'confirmPassword'] as const;
const EMPTY: SignupBody = {
  businessName: '',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const signInLinkClass =
  'inline-flex min-h-10 items-center font-medium text-blue-700 underline hover:text-blue-800';

function SignupForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupBody, unknown, z.output<typeof signupBody>>({
    resolver: zodResolver(signupBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      // The query client has toasted the message; field errors go under their fields. An e-mail
      // another account uses (409) is about the Email field, though the answer names no field.
      if (!applyFieldErrors(error, setError, FIELDS) && isApiError(error) && error.status === 409) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return;
    }
    toast.success(SIGNUP_TEXTS.created, { autoClose: TOAST_MS.long });
    navigate(routes.home, { replace: true });
  });

  return (
    <AuthCard title={SIGNUP_TEXTS.title} subtitle={SIGNUP_TEXTS.subtitle}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up" className="flex flex-col gap-4">
        <TextField
          label="Business name"
          autoComplete="organization"
          required
          error={errors.businessName?.message}
          {...register('businessName')}
        />
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
        <Button type="submit" fullWidth busy={signup.isPending} busyText="Creating account...">
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{' '}
        <Link to={routes.login} className={signInLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function SignupClosed() {
  return (
    <AuthCard title={SIGNUP_TEXTS.closedTitle}>
      <p className="text-center text-base text-gray-700">{SIGNUP_MESSAGES.closed}</p>
      <LinkButton to={routes.login} fullWidth className="mt-6">
        {SIGNUP_TEXTS.backToSignIn}
      </LinkButton>
    </AuthCard>
  );
}

/** /signup (accounts.md §1): the sign-up form while the server allows it (SIGNUP=open), else a note that it is closed. */
export function SignupScreen() {
  const status = useSetupStatus();
  if (status.isPending) {
    return (
      <AuthCard title={SIGNUP_TEXTS.title}>
        <SkeletonBars count={4} label="Loading..." />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title={SIGNUP_TEXTS.title}>
        <InlineError message="Failed to load data">
          <Button variant="secondary" onClick={() => status.refetch()}>
            Try again
          </Button>
        </InlineError>
      </AuthCard>
    );
  }
  return status.data.signup ? <SignupForm /> : <SignupClosed />;
}
