const MARK = '\u0000';

/**
 * The route pattern of a path builder from shared/paths: `api.tenancyLedger` becomes
 * `/api/tenancies/:id/ledger`, wherever the id sits in the path; `params` name the segments when they
 * are no id (`/api/import/:kind`) or when there are several
 * (`/api/public/statements/:token/receipts/:receiptNumber`).
 */
export function routePattern(build: (...ids: string[]) => string, ...params: (string | undefined)[]): string {
  const marks = Array.from({ length: Math.max(1, build.length) }, (_, index) => `${MARK}${index}`);
  let pattern = build(...marks);
  marks.forEach((mark, index) => {
    pattern = pattern.replace(
      encodeURIComponent(mark),
      `:${params[index] ?? (index === 0 ? 'id' : `id${index}`)}`,
    );
  });
  return pattern;
}

/** The segment names of the `api` builders whose segments are not one record's id. */
export const NAMED_PARAMS: Readonly<Record<string, readonly string[]>> = {
  importPreview: ['kind'],
  importRecords: ['kind'],
  importTemplate: ['kind'],
  publicStatement: ['token'],
  publicReceipt: ['token', 'receiptNumber'],
  publicReceiptPdf: ['token', 'receiptNumber'],
  publicPay: ['token'],
  publicPayStatus: ['token', 'reference'],
  testCheckout: ['reference'],
  paymentWebhook: ['provider'],
};
