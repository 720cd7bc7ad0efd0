const MARK = '\u0000';

/**
 * The route pattern of a path builder from shared/paths: `api.tenancyLedger` becomes
 * `/api/tenancies/:id/ledger`, wherever the id sits in the path.
 */
export function routePattern(build: (id: string) => string): string {
  return build(MARK).replace(encodeURIComponent(MARK), ':id');
}
