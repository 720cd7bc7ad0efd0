import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/constants';
import { callsTo, deferred, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { LoginScreen } from './login-screen';

function renderLogin() {
  const view = renderApp(<LoginScreen />, { profile: null });
  const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
  const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
  return { ...view, email, password };
}

describe('LoginScreen', () => {
  it('shows the title, the required fields and the Contact Admin link', () => {
    const { email, password } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Property Tracking System' })).toBeTruthy();
    expect(screen.getByText('Welcome Back')).toBeTruthy();
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.name).toBe('email');
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByRole('link', { name: 'Contact Admin' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it("offers 'Create an account' beside 'Sign In' only when sign-up is open", () => {
    renderLogin();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    cleanup();
    renderApp(<LoginScreen signupOpen />, { profile: null });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('shows the validation messages without calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user, email } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    const { user, password } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('reads "Logging you in..." and is disabled while the request runs', async () => {
    const reply = deferred<MockReply>();
    mockFetch({ 'POST /api/login': () => reply.promise });
    const { user, email, password } = renderLogin();
    await user.type(email, 'ama@example.com');
    await user.type(password, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = (await screen.findByRole('button', { name: 'Logging you in...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    reply.resolve({ status: 401, body: { message: 'Invalid email or password' } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("shows the server's message in a toast, stays on / and keeps what was typed", async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user, email, password, router } = renderLogin();
    await user.type(email, 'ama@example.com');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(email.value).toBe('ama@example.com');
    expect(password.value).toBe('wrong-password');
  });

  it('shows the throttling message after repeated failures (429), and the form stays usable', async () => {
    mockFetch({
      'POST /api/login': {
        status: 429,
        body: { message: MESSAGES.tooManyAttempts },
        headers: { 'Retry-After': '120' },
      },
    });
    const { user, email, password, router } = renderLogin();
    await user.type(email, 'ama@example.com');
    await user.type(password, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    expect(((await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("falls back to 'An error occurred. Please try again.' when the server gives no message", async () => {
    mockFetch({ 'POST /api/login': { status: 500 } });
    const { user, email, password } = renderLogin();
    await user.type(email, 'ama@example.com');
    await user.type(password, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });

  it('puts server validation errors under the fields', async () => {
    mockFetch({
      'POST /api/login': {
        status: 400,
        body: { message: 'Invalid input', errors: [{ path: 'password', message: 'Password is too long' }] },
      },
    });
    const { user, email, password } = renderLogin();
    await user.type(email, 'ama@example.com');
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is too long')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it("signs in: 'Login Successful', the profile is refreshed, then /home", async () => {
    const profile = testProfile();
    const fetchMock = mockFetch({
      'POST /api/login': { body: profile },
      'GET /api/view/profile_info': { body: profile },
    });
    const { user, email, password, router } = renderLogin();
    await user.type(email, '  Ama@Example.com ');
    await user.type(password, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST', '/api/login').map((call) => call.body)).toEqual([
      { email: 'ama@example.com', password: 'secret-password' },
    ]);
    expect(callsTo(fetchMock, 'GET', '/api/view/profile_info')).toHaveLength(1);
  });
});
