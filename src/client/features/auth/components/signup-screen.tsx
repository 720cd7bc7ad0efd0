import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { SIGNUP_MESSAGES, type SignupBody, signupBody } from '../../../../shared/schemas/setup';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSignup } from '../api/use-signup';
import { AdminAccountForm } from './admin-account-form';
import { AuthCard, AuthNote, SetupGate } from './auth-card';

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
  const { field, submit } = useSchemaForm<SignupBody, z.output<typeof signupBody>>({
    schema: signupBody,
    defaultValues: EMPTY,
    fields: FIELDS,
    send: async (values) => {
      await signup.mutateAsync(values);
      toast.success(SIGNUP_TEXTS.created, { autoClose: TOAST_MS.long });
      navigate(routes.home, { replace: true });
    },
    // An e-mail another account uses (409) is about the Email field, though the answer names no field.
    onUnplacedError: (error, setError) => {
      if (isApiError(error) && error.status === 409) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      }
    },
  });

  return (
    <AuthCard title={SIGNUP_TEXTS.title} subtitle={SIGNUP_TEXTS.subtitle}>
      <AdminAccountForm field={field} onSubmit={submit} busy={signup.isPending} label="Sign up">
        <TextField label="Business name" autoComplete="organization" required {...field('businessName')} />
      </AdminAccountForm>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{' '}
        <Link to={routes.login} className={signInLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

/** /signup (docs/accounts.md §1): the sign-up form while the server allows it (its sign-up setting is open), else a note that it is closed. */
export function SignupScreen() {
  return (
    <SetupGate title={SIGNUP_TEXTS.title} rows={4}>
      {(setup) =>
        setup.signup ? (
          <SignupForm />
        ) : (
          <AuthNote
            title={SIGNUP_TEXTS.closedTitle}
            message={SIGNUP_MESSAGES.closed}
            back={SIGNUP_TEXTS.backToSignIn}
          />
        )
      }
    </SetupGate>
  );
}
