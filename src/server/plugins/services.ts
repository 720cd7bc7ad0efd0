import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_CHANGED_HEADER, type DataKind } from '../../shared/constants';
import { DomainError } from '../lib/domain-errors';
import { type ReadContext, runWrite, type ServiceContext } from '../lib/service-context';
import { currentUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kinds of data this request's write changed, told to the client in `X-Data-Changed`. */
    changedData: DataKind[] | null;
    /** The signed-in user's context for a read: their account, themselves as the actor. */
    readContext(): ReadContext;
    /**
     * Runs one service write for the signed-in user, in one transaction (lib/service-context.ts). A
     * DomainError the service returns instead of throwing is thrown after the commit.
     */
    write<T>(work: (ctx: ServiceContext) => Promise<T>): Promise<Exclude<T, DomainError>>;
  }
}

function who(request: FastifyRequest) {
  const user = currentUser(request);
  return { actor: { _id: user._id, name: user.name, role: user.role }, accountId: user.account._id };
}

/** Gives routes their service context, and tells the client what each write changed. */
export function registerServices(app: FastifyInstance) {
  app.decorateRequest('changedData', null);
  app.decorateRequest('readContext', function (this: FastifyRequest): ReadContext {
    return { trx: app.db, ...who(this) };
  });
  app.decorateRequest('write', async function <
    T,
  >(this: FastifyRequest, work: (ctx: ServiceContext) => Promise<T>) {
    const { result, changed } = await runWrite(app.db, app.engine, who(this), work);
    // A refusal a service returned (rather than threw) was committed with what it wrote: say it now.
    if (result instanceof DomainError) throw result;
    this.changedData = changed;
    return result as Exclude<T, DomainError>;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.changedData?.length && reply.statusCode < 400) {
      reply.header(DATA_CHANGED_HEADER, request.changedData.join(', '));
    }
    return payload;
  });
}
