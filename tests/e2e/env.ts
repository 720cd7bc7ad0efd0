/**
 * Where the E2E servers listen and who the administrator is (see playwright.config.ts).
 * E2E_PORT moves both servers, so two runs can share a machine; E2E_DIST picks the build to serve.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  port,
  setupPort: port + 1,
  baseURL: `http://127.0.0.1:${port}`,
  setupURL: `http://127.0.0.1:${port + 1}`,
  dist: process.env.E2E_DIST ?? 'dist',
  admin: { email: 'owner@example.com', password: 'e2e-admin-password', name: 'Kwame Mensah' },
} as const;
