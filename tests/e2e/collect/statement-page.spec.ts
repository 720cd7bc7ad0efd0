import http from 'node:http';
import { routes } from '../../../src/shared/paths';
import { createPayment, createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signUpBusiness, test } from '../fixtures';
import { statementLinkPath } from './helpers';

// The statement page a tenant opens from an SMS, on a narrow phone, signed out (docs/collect.md §1).
test.use({ viewport: { width: 360, height: 740 } });

/** A business of its own with a tenant who paid once by Mobile Money: its name, the tenant, the link. */
async function tenantWithLink(request: import('@playwright/test').APIRequestContext) {
  const businessName = await signUpBusiness(request, 'Statement Homes ');
  const tenant = await createTenant(request, { tenantName: unique('Ama Statement ') });
  const payment = await createPayment(request, tenant._id, {
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference: unique('TX-'),
    payerPhone: '0245551234',
  });
  const link = await statementLinkPath(request, { rentRecordId: tenant._id });
  return { businessName, tenant, payment, link };
}

test('a statement opened by its link shows the record, its receipt page and PDF', async ({
  page,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const { businessName, tenant, link } = await tenantWithLink(owner);
  await owner.dispose();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
  await expect(page).toHaveTitle(tenant.tenantName);
  await expect(page.getByText(businessName)).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toContainText('Balance');
  await expect(figures).toContainText('In arrears');
  await expect(figures).toContainText('Paid through');
  await expect(
    page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first(),
  ).toBeVisible();
  // Nothing wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  const receipts = page.getByRole('region', { name: 'Receipts' });
  const pdf = receipts.getByRole('link', { name: /as PDF$/ }).first();
  const pdfAnswer = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');

  await receipts
    .getByRole('link', { name: /^Receipt / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Mobile Money');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(tenant.tenantName);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
});

test('an unknown link shows only that it is not valid', async ({ page }) => {
  const answer = await page.goto(routes.statement('no-such-token-at-all'));
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('GHC');
});

/** The bytes of `url` as they cross the network when the client accepts gzip only. */
function gzipBytes(url: string) {
  return new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
      })
      .on('error', reject);
  });
}

test("the statement page's JavaScript and CSS weigh under 60 KB gzipped", async ({ page, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const { tenant, link } = await tenantWithLink(owner);
  await owner.dispose();

  const files: { url: string; transferred: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    files.push({ url: request.url(), transferred: (await request.sizes()).responseBodySize });
  });
  await page.goto(link, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
  await expect.poll(() => files.length).toBeGreaterThan(1);

  const gzipped = await Promise.all(files.map((file) => gzipBytes(file.url)));
  const gzipTotal = gzipped.reduce((sum, file) => sum + file.bytes, 0);
  const transferred = files.reduce((sum, file) => sum + file.transferred, 0);
  test.info().annotations.push({
    type: 'weight',
    description: `${files.length} files: ${gzipTotal} bytes gzipped, ${transferred} bytes as the browser took them`,
  });
  console.log(
    `statement page JS+CSS: ${files.length} files, gzip ${gzipTotal} B, transferred ${transferred} B`,
  );
  expect(files.some((file) => file.url.endsWith('.css'))).toBe(true);
  expect(files.some((file) => file.url.endsWith('.js'))).toBe(true);
  // No React came with it: the app's entry is not among the files.
  expect(files.filter((file) => /\/assets\/index-/.test(file.url))).toEqual([]);
  expect(gzipTotal).toBeLessThan(60 * 1024);
  expect(transferred).toBeLessThan(60 * 1024);
});
