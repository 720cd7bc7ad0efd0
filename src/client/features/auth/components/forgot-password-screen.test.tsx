import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../../../shared/schemas/password-reset';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';

const status = (passwordReset: 'sms' | 'admin') => ({
  'GET /api/setup': { body: { needed: false, signup: false, passwordReset } },
});

function renderForgot(handlers: Record<string, MockHandler>) {
  const fetchMock = mockFetch(handlers);
  const view = renderApp(<ForgotPasswordScreen />, { path: '/forgot-password', profile: null });
  return { ...view, fetchMock };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('ForgotPasswordScreen', () => {
  it("is reached from the sign-in page's 'Forgot password?' link", () => {
    renderApp(<LoginScreen />, { profile: null });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says to ask the administrator when the server sends no SMS, and asks for nothing', async () => {
    const { fetchMock } = renderForgot(status('admin'));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.askAdmin)).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/api/password/forgot')).toHaveLength(0);
  });

  it('sends a code to the e-mail typed, then sets the new password with it and returns to sign in', async () => {
    const { user, fetchMock, router } = renderForgot({
      ...status('sms'),
      'POST /api/password/forgot': { body: { message: PASSWORD_RESET_MESSAGES.codeSent } },
      'POST /api/password/reset': { body: { message: PASSWORD_RESET_MESSAGES.passwordChanged } },
    });
    await screen.findByRole('form', { name: 'Request a code' });
    await user.type(field(/^Email/), ' Kojo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('form', { name: 'Set a new password' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/password/forgot').map((call) => call.body)).toEqual([
      { email: 'kojo@example.com' },
    ]);
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.codeSent)).toBeTruthy();
    expect(field(/^Code from the SMS/).inputMode).toBe('numeric');

    await user.type(field(/^Code from the SMS/), '042517');
    await user.type(field(/^New password/), 'a-brand-new-password');
    await user.type(field(/^Confirm new password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/password/reset').map((call) => call.body)).toEqual([
      { email: 'kojo@example.com', code: '042517', password: 'a-brand-new-password' },
    ]);
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.passwordChanged)).toBeTruthy();
  });

  it('checks the code and the passwords before sending, and shows a wrong code under its field', async () => {
    const { user, fetchMock } = renderForgot({
      ...status('sms'),
      'POST /api/password/forgot': { body: { message: PASSWORD_RESET_MESSAGES.codeSent } },
      'POST /api/password/reset': {
        status: 400,
        body: {
          message: PASSWORD_RESET_MESSAGES.codeWrong,
          errors: [{ path: 'code', message: PASSWORD_RESET_MESSAGES.codeWrong }],
        },
      },
    });
    await screen.findByRole('form', { name: 'Request a code' });
    await user.type(field(/^Email/), 'kojo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('form', { name: 'Set a new password' });

    await user.type(field(/^Code from the SMS/), '12');
    await user.type(field(/^New password/), 'a-brand-new-password');
    await user.type(field(/^Confirm new password/), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter the 6-digit code from the SMS')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/password/reset')).toHaveLength(0);

    await user.clear(field(/^Code from the SMS/));
    await user.type(field(/^Code from the SMS/), '999999');
    await user.clear(field(/^Confirm new password/));
    await user.type(field(/^Confirm new password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(field(/^Code from the SMS/).getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, 'POST', '/api/password/reset')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('form', { name: 'Request a code' })).toBeTruthy();
  });
});
