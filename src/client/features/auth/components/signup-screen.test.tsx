import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../../shared/schemas/setup';
import { callsTo, deferred, type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { SignupScreen } from './signup-screen';

const open = { 'GET /api/setup': { body: { needed: false, signup: true } } };

function renderSignup(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({ ...open, ...handlers });
  const view = renderApp(<SignupScreen />, { path: '/signup', profile: null });
  return { ...view, fetchMock };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('form', { name: 'Sign up' });
  await user.type(field(/^Business name/), '  Asante Homes ');
  await user.type(field(/^Name/), 'Yaw Asante');
  await user.type(field(/^Email/), 'Yaw@Example.com');
  await user.type(field(/^Phone/), '024 111 2233');
  await user.type(field(/^Password/), 'a-long-password');
  await user.type(field(/^Confirm password/), 'a-long-password');
}

describe('SignupScreen', () => {
  it('shows the six required fields, named as the API names them, and a way back to sign in', async () => {
    renderSignup();
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    const names = ['businessName', 'name', 'email', 'phone', 'password', 'confirmPassword'];
    const inputs = [/^Business name/, /^Name/, /^Email/, /^Phone/, /^Password/, /^Confirm password/].map(
      field,
    );
    expect(inputs.map((input) => input.name)).toEqual(names);
    expect(inputs.every((input) => input.required)).toBe(true);
    expect(field(/^Password/).type).toBe('password');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
  });

  it('shows the validation messages without calling the server', async () => {
    const { user, fetchMock } = renderSignup();
    await screen.findByRole('form', { name: 'Sign up' });
    await user.type(field(/^Phone/), '12');
    await user.type(field(/^Password/), 'short');
    await user.type(field(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone must be a valid phone number, e.g. 024 123 4567')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(field(/^Business name/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/api/signup')).toHaveLength(0);
  });

  it('says when the passwords differ', async () => {
    const { user, fetchMock } = renderSignup();
    await fillForm(user);
    await user.clear(field(/^Confirm password/));
    await user.type(field(/^Confirm password/), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/signup')).toHaveLength(0);
  });

  it('reads "Creating account..." and is disabled while the request runs', async () => {
    const reply = deferred<MockReply>();
    const { user } = renderSignup({ 'POST /api/signup': () => reply.promise });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = (await screen.findByRole('button', { name: 'Creating account...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    reply.resolve({ status: 500 });
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it("puts the server's field errors under the fields and keeps what was typed", async () => {
    const { user } = renderSignup({
      'POST /api/signup': {
        status: 400,
        body: {
          message: 'Invalid input',
          errors: [{ path: 'businessName', message: 'Business name must be at most 100 characters' }],
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Business name must be at most 100 characters')).toBeTruthy();
    expect(field(/^Business name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Email/).value).toBe('Yaw@Example.com');
    expect(field(/^Password/).value).toBe('a-long-password');
  });

  it('shows an e-mail already in use (409) under the Email field', async () => {
    const { user } = renderSignup({
      'POST /api/signup': { status: 409, body: { message: 'A user with this email already exists' } },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    // Once in the toast, once under the field.
    expect(screen.getAllByText('A user with this email already exists').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the throttling message after repeated failures (429)', async () => {
    const { user } = renderSignup({
      'POST /api/signup': { status: 429, body: { message: SIGNUP_MESSAGES.tooManyAttempts } },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.tooManyAttempts)).toBeTruthy();
  });

  it('creates the account and lands signed in on /home', async () => {
    const profile = testProfile({ name: 'Yaw Asante', account: { _id: 'acc-9', name: 'Asante Homes' } });
    const { user, router, fetchMock, queryClient } = renderSignup({
      'POST /api/signup': { body: profile },
      'GET /api/view/profile_info': { body: profile },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST', '/api/signup').map((call) => call.body)).toEqual([
      {
        businessName: 'Asante Homes',
        name: 'Yaw Asante',
        email: 'yaw@example.com',
        phone: '+233241112233',
        password: 'a-long-password',
        confirmPassword: 'a-long-password',
      },
    ]);
    expect(queryClient.getQueryData(['auth', 'profile'])).toEqual(profile);
  });

  it('says sign-up is closed, with a link back to sign in, when the server does not allow it', async () => {
    mockFetch({ 'GET /api/setup': { body: { needed: false, signup: false } } });
    renderApp(<SignupScreen />, { path: '/signup', profile: null });
    expect(await screen.findByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.closed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('turns into the closed note when the server closed sign-up meanwhile (403)', async () => {
    const { user } = renderSignup({
      'POST /api/signup': { status: 403, body: { message: SIGNUP_MESSAGES.closed } },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
  });
});
