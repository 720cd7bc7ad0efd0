const MARK = '\u0000';

/**
 * The route pattern of a path builder from shared/paths: `api.tenancyLedger` becomes
 * `/api/tenancies/:id/ledger`, wherever the id sits in the path; `param` names a segment that is no id
 * (`/api/import/:kind`).
 */
export function routePattern(build: (id: string) => string, param = 'id'): string {
  return build(MARK).replace(encodeURIComponent(MARK), `:${param}`);
}
