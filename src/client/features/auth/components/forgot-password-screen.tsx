import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import {
  type ForgotPasswordBody,
  forgotPasswordBody,
  PASSWORD_RESET_MESSAGES,
  type ResetPasswordForm,
  resetPasswordForm,
} from '../../../../shared/schemas/password-reset';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';
import { useForgotPassword, useResetPassword } from '../api/use-password-reset';
import { AuthCard, AuthNote, SetupGate } from './auth-card';

export const FORGOT_TEXTS = {
  title: 'Forgot your password?',
  smsSubtitle: 'We send a 6-digit code by SMS to the phone number on your user account.',
  sendCode: 'Send code',
  sendNewCode: 'Send a new code',
  setPassword: 'Set new password',
  backToSignIn: 'Back to sign in',
} as const;

const linkClass = 'inline-flex min-h-10 items-center font-medium text-blue-700 underline hover:text-blue-800';

function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-sm text-gray-700">
      <Link to={routes.login} className={linkClass}>
        {FORGOT_TEXTS.backToSignIn}
      </Link>
    </p>
  );
}

function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const { field, submit } = useSchemaForm<ForgotPasswordBody, z.output<typeof forgotPasswordBody>>({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
    fields: ['email'],
    send: async (values) => {
      await forgot.mutateAsync(values);
      onSent(values.email);
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Request a code" className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" fullWidth busy={forgot.isPending} busyText="Sending...">
        {FORGOT_TEXTS.sendCode}
      </Button>
    </form>
  );
}

function ResetForm({ email, onNewCode }: { email: string; onNewCode: () => void }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { field, submit } = useSchemaForm<ResetPasswordForm, z.output<typeof resetPasswordForm>>({
    schema: resetPasswordForm,
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
    fields: ['code', 'password', 'confirmPassword'],
    send: async ({ confirmPassword: _confirm, ...body }) => {
      await reset.mutateAsync(body);
      toast.success(PASSWORD_RESET_MESSAGES.passwordChanged, { autoClose: TOAST_MS.long });
      navigate(routes.login, { replace: true });
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password" className="flex flex-col gap-4">
      <p role="status" className="text-base text-gray-700">
        {PASSWORD_RESET_MESSAGES.codeSent}
      </p>
      <TextField
        label="Code from the SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...field('code')}
      />
      <NewPasswordFields
        field={field}
        minLength={PASSWORD_MIN_LENGTH}
        required
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
      />
      <Button type="submit" fullWidth busy={reset.isPending} busyText="Saving...">
        {FORGOT_TEXTS.setPassword}
      </Button>
      <Button type="button" variant="secondary" fullWidth onClick={onNewCode}>
        {FORGOT_TEXTS.sendNewCode}
      </Button>
    </form>
  );
}

function SmsReset() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard title={FORGOT_TEXTS.title} subtitle={FORGOT_TEXTS.smsSubtitle}>
      {email === null ? (
        <RequestCodeForm onSent={setEmail} />
      ) : (
        <ResetForm email={email} onNewCode={() => setEmail(null)} />
      )}
      <BackToSignIn />
    </AuthCard>
  );
}

/**
 * /forgot-password (docs/decisions/072-password-reset-by-sms.md): a code by SMS and a new password
 * when the server's SMS reach phones, else a note to ask the administrator.
 */
export function ForgotPasswordScreen() {
  return (
    <SetupGate title={FORGOT_TEXTS.title} rows={3}>
      {(setup) =>
        setup.passwordReset === 'sms' ? (
          <SmsReset />
        ) : (
          <AuthNote
            title={FORGOT_TEXTS.title}
            message={PASSWORD_RESET_MESSAGES.askAdmin}
            back={FORGOT_TEXTS.backToSignIn}
          />
        )
      }
    </SetupGate>
  );
}
