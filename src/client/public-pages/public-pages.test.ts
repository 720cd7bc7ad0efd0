import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/paths';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { route } from './main';
import { receiptPage } from './receipt';
import { checkPayForm, openStatement, statementPage } from './statement';
import type { PublicReceipt, Statement } from './types';

const TOKEN = 'tok_abc123';

function rentStatement(): Statement {
  return {
    business: { name: 'Osu Homes', phone: '+233241112233', address: '12 Oxford St, Osu' },
    kind: 'rent',
    name: 'Ama Mensah',
    unit: { name: 'Osu Flat 2', location: 'Osu', room: 'Room 3' },
    balance: 1500,
    arrears: 500,
    nextDueDate: '2026-11-01',
    paidThrough: '2026-10-31',
    lines: Array.from({ length: 12 }, (_, index) => ({
      date: `2026-0${(index % 9) + 1}-01`,
      kind: index % 2 ? 'payment' : 'due',
      description: index % 2 ? `Payment ${index}` : `Rent ${index}`,
      amount: 500,
      balance: 500 * (index % 3),
      receiptNumber: index % 2 ? `RCT-00000${index}` : null,
    })),
    receipts: [
      {
        receiptNumber: 'RCT-000007',
        date: '2026-10-02',
        amount: 500,
        url: `/s/${TOKEN}/receipts/RCT-000007`,
        pdfUrl: `/api/public/statements/${TOKEN}/receipts/RCT-000007/pdf`,
      },
    ],
    payNow: { defaultAmount: 500, minAmount: 1, maxAmount: 1500 },
  };
}

function hireStatement(): Statement {
  const {
    unit: _unit,
    paidThrough: _paidThrough,
    ...common
  } = rentStatement() as Extract<Statement, { kind: 'rent' }>;
  return {
    ...common,
    kind: 'hire',
    name: 'Kofi Driver',
    vehicle: { make: 'Toyota', model: 'Vitz', vehicleRegNum: 'GR 1234-26' },
    contractType: 'work_and_pay',
    progress: 0.425,
    payNow: null,
  };
}

/** The page's text as read: each element's words apart from the next one's. */
function text(root: HTMLElement) {
  const words: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.join(' ').replace(/\s+/g, ' ');
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the statement page', () => {
  it('shows the business, the person, the figures, the last lines and each receipt with its PDF', () => {
    root.append(statementPage(rentStatement(), { pay: vi.fn() }));
    expect(root.querySelector('h1')?.textContent).toBe('Ama Mensah');
    const call = root.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    expect(call?.getAttribute('href')).toBe('tel:+233241112233');
    expect(text(root)).toContain('12 Oxford St, Osu');
    expect(text(root)).toContain('Unit Osu Flat 2 · Room 3 · Osu');
    expect(text(root)).toContain('Balance GHC 1,500.00');
    expect(text(root)).toContain('In arrears GHC 500.00');
    expect(text(root)).toContain('Next due date 2026-11-01');
    expect(text(root)).toContain('Paid through 2026-10-31');
    expect(root.querySelectorAll('[aria-labelledby="lines-heading"] li')).toHaveLength(12);
    const receiptLink = [...root.querySelectorAll('a')].find((link) =>
      link.textContent?.startsWith('Receipt'),
    );
    expect(receiptLink?.getAttribute('href')).toBe(`/s/${TOKEN}/receipts/RCT-000007`);
    expect(root.querySelector('a[aria-label="Receipt RCT-000007 as PDF"]')?.getAttribute('href')).toBe(
      `/api/public/statements/${TOKEN}/receipts/RCT-000007/pdf`,
    );
    expect(root.querySelector<HTMLInputElement>('#pay-amount')?.value).toBe('500.00');
    expect(text(root)).toContain('From GHC 1.00 to GHC 1,500.00');
  });

  it('shows a hire contract with its vehicle and progress, and no Pay now without online payments', () => {
    root.append(statementPage(hireStatement(), { pay: vi.fn() }));
    expect(text(root)).toContain('Vehicle GR 1234-26 · Toyota Vitz');
    expect(text(root)).toContain('Progress 43% paid');
    expect(text(root)).not.toContain('Paid through');
    expect(root.querySelector('form')).toBeNull();
  });

  it('checks the amount against the bounds and the phone as a Ghana number before paying', () => {
    const bounds = { defaultAmount: 500, minAmount: 1, maxAmount: 1500 };
    expect(checkPayForm('250.50', '024 111 2233', bounds)).toEqual({
      ok: true,
      amount: 250.5,
      phone: '0241112233',
    });
    expect(checkPayForm('1,500', '+233 24 111 2233', bounds)).toEqual({
      ok: true,
      amount: 1500,
      phone: '+233241112233',
    });
    expect(checkPayForm('1500.01', '0241112233', bounds)).toEqual({
      ok: false,
      errors: { amount: 'The amount must be between GHC 1.00 and GHC 1,500.00' },
    });
    expect(checkPayForm('0.50', '0241112233', bounds).ok).toBe(false);
    expect(checkPayForm('12.345', '0241112233', bounds)).toEqual({
      ok: false,
      errors: { amount: 'Enter at most 2 decimals' },
    });
    expect(checkPayForm('abc', '12345', bounds)).toEqual({
      ok: false,
      errors: {
        amount: 'Enter the amount to pay, like 250.00',
        phone: 'Enter a Ghana phone number, like 024 123 4567',
      },
    });
  });

  it('pays only what passes the checks, and shows the server refusal', async () => {
    const pay = vi.fn(async () => 'The amount must be at most GHC 1,500.00');
    root.append(statementPage(rentStatement(), { pay }));
    const form = root.querySelector('form') as HTMLFormElement;
    const amount = root.querySelector('#pay-amount') as HTMLInputElement;
    const phone = root.querySelector('#pay-phone') as HTMLInputElement;
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector('#pay-phone-error')?.textContent).toBe(
        'Enter a Ghana phone number, like 024 123 4567',
      ),
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(pay).not.toHaveBeenCalled();

    amount.value = '700';
    phone.value = '024 111 2233';
    form.requestSubmit();
    await vi.waitFor(() => expect(pay).toHaveBeenCalledWith(700, '0241112233'));
    await vi.waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(
        'The amount must be at most GHC 1,500.00',
      ),
    );
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });
});

describe('opening a public page', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('an unknown link is a plain page that says so, with nothing of any record', async () => {
    mockFetch({});
    await route(root, at(`/s/${TOKEN}`));
    expect(root.querySelector('h1')?.textContent).toBe('This link is not valid');
    expect(document.title).toBe('This link is not valid');
  });

  it('an address that is no page is the same plain page, asking nothing', async () => {
    const fetchMock = mockFetch({});
    await route(root, at('/s/a/b/c/d/e'));
    expect(root.querySelector('h1')?.textContent).toBe('This link is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a network it says so, and Retry loads the statement', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await route(root, at(`/s/${TOKEN}`));
    expect(root.querySelector('h1')?.textContent).toBe('Could not connect');
    mockFetch({ [`GET ${api.publicStatement(TOKEN)}`]: { body: rentStatement() } });
    (root.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Ama Mensah'));
  });

  it('back from the checkout, asks until the payment is settled and shows its receipt over the statement', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const states = [
      { reference: 'PAY1', status: 'pending', amount: 500, receiptNumber: null },
      { reference: 'PAY1', status: 'paid', amount: 500, receiptNumber: 7 },
    ];
    const fetchMock = mockFetch({
      [`GET ${api.publicPayStatus(TOKEN, 'PAY1')}`]: () => ({ body: states.shift() }),
      [`GET ${api.publicStatement(TOKEN)}`]: { body: rentStatement() },
    });
    await openStatement(root, TOKEN, '?reference=PAY1', 0);
    expect(callsTo(fetchMock, 'GET', api.publicPayStatus(TOKEN, 'PAY1'))).toHaveLength(2);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Payment received — receipt RCT-000007');
    expect(root.querySelector('h1')?.textContent).toBe('Ama Mensah');
    expect(replaceState).toHaveBeenCalledWith(null, '', `/s/${TOKEN}`);
  });

  it('a declined payment reads as not completed', async () => {
    mockFetch({
      [`GET ${api.publicPayStatus(TOKEN, 'PAY2')}`]: {
        body: { reference: 'PAY2', status: 'failed', amount: 500, receiptNumber: null },
      },
      [`GET ${api.publicStatement(TOKEN)}`]: { body: rentStatement() },
    });
    await route(root, at(`/s/${TOKEN}`, '?reference=PAY2'));
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Payment not completed');
  });

  it('Pay now sends the amount and phone and goes to the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      [`GET ${api.publicStatement(TOKEN)}`]: { body: rentStatement() },
      [`POST ${api.publicPay(TOKEN)}`]: {
        body: { reference: 'PAY3', checkoutUrl: '/pay/test/PAY3#s3cret' },
      },
    });
    await route(root, at(`/s/${TOKEN}`));
    (root.querySelector('#pay-phone') as HTMLInputElement).value = '0241112233';
    (root.querySelector('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/test/PAY3#s3cret'));
    expect(callsTo(fetchMock, 'POST', api.publicPay(TOKEN))[0]?.body).toEqual({
      amount: 500,
      phone: '0241112233',
    });
  });

  it('the test checkout approves with the secret from the fragment, then goes back to the statement', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      [`GET ${api.testCheckout('PAY4')}`]: {
        body: {
          reference: 'PAY4',
          amount: 250,
          businessName: 'Osu Homes',
          description: 'Rent · Ama Mensah',
          status: 'pending',
          returnUrl: `/s/${TOKEN}?reference=PAY4`,
        },
      },
      [`POST ${api.paymentWebhook('test')}`]: { body: { ok: true } },
    });
    await route(root, at('/pay/test/PAY4', '', '#s3cret'));
    expect(text(root)).toContain('Amount GHC 250.00');
    expect(text(root)).toContain('Pay to Osu Homes');
    const approve = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Approve');
    approve?.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/s/${TOKEN}?reference=PAY4`));
    expect(callsTo(fetchMock, 'POST', api.paymentWebhook('test'))[0]?.body).toEqual({
      reference: 'PAY4',
      status: 'success',
      secret: 's3cret',
    });
  });
});

describe('the receipt page', () => {
  it('shows what the ledger receipt shows, with its PDF', () => {
    const receipt: PublicReceipt = {
      kind: 'rent',
      receiptNumber: 'RCT-000007',
      date: '2026-10-02',
      amount: 500,
      amountInWords: 'Five hundred Ghana cedis',
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'TX-1',
      issuedAt: '2026-10-02T10:00:00.000Z',
      business: {
        name: 'Osu Homes',
        phone: '+233241112233',
        address: 'Osu',
        email: '',
        ghanaPostGps: '',
        receiptFooter: '',
      },
      balanceAfter: 1000,
      paidThrough: '2026-10-31',
      payer: { name: 'Ama Mensah' },
      unit: 'Osu Flat 2 · Room 3',
      vehicle: null,
      pdfUrl: `/api/public/statements/${TOKEN}/receipts/RCT-000007/pdf`,
    };
    root.append(receiptPage(receipt, TOKEN));
    expect(root.querySelector('h1')?.textContent).toBe('Receipt RCT-000007');
    for (const shown of [
      'Date 2026-10-02',
      'Amount GHC 500.00',
      'Method Mobile Money · MTN MoMo',
      'Paid by Ama Mensah',
      'For Osu Flat 2 · Room 3',
    ])
      expect(text(root)).toContain(shown);
    const pdf = [...root.querySelectorAll('a')].find((link) => link.textContent === 'Download PDF');
    expect(pdf?.getAttribute('href')).toBe(receipt.pdfUrl);
  });
});
