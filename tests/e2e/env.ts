/** Where the E2E servers listen and who the administrator is (see playwright.config.ts). */
export const E2E = {
  port: 3210,
  setupPort: 3211,
  baseURL: 'http://127.0.0.1:3210',
  setupURL: 'http://127.0.0.1:3211',
  admin: { email: 'owner@example.com', password: 'e2e-admin-password', name: 'Kwame Mensah' },
} as const;
