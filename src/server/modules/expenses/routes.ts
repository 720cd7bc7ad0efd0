import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import {
  IDEMPOTENCY_HEADER,
  idempotencyHeaders,
  idParams,
  messageResponse,
} from '../../../shared/schemas/common';
import {
  EXPENSES_EXPORT_FILE,
  expense,
  expenseCreateBody,
  expenseListAnswer,
  expenseListQuery,
  expenseUpdateBody,
} from '../../../shared/schemas/expenses';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { keyedAnswer } from '../../lib/request-keys';
import { sendXlsx } from '../../lib/xlsx-export';
import { expenseExportColumns } from './export-columns';
import { expensesService } from './service';

export const EXPENSE_MESSAGES = {
  notFound: 'Expense not found',
  deleted: 'Expense deleted successfully',
} as const;

/** Expenses (docs/insight.md §1): list, one, add, edit, delete (Admin and Manager) and the export. */
export async function expensesRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Without `page` every matching expense, newest first, streamed; with it one page (docs/lists.md).
  route.get(
    api.expenses,
    { schema: { querystring: expenseListQuery, response: { 200: expenseListAnswer } } },
    async (request, reply) => {
      if (request.query.page !== undefined) return expensesService.page(request.readContext(), request.query);
      return sendJsonArray(request, reply, expensesService.batches(request.readContext(), request.query));
    },
  );

  route.get(
    `${api.expense('')}:id`,
    { schema: { params: idParams, response: { 200: expense } } },
    async (request) => expensesService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.expenses,
    { schema: { headers: idempotencyHeaders, body: expenseCreateBody, response: { 200: expense } } },
    async (request, reply) => {
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      return keyedAnswer(
        reply,
        await request.write((ctx) => expensesService.create(ctx, request.body, requestKey)),
      );
    },
  );

  route.put(
    `${api.expense('')}:id`,
    { schema: { params: idParams, body: expenseUpdateBody, response: { 200: expense } } },
    async (request) => request.write((ctx) => expensesService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    `${api.expense('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => expensesService.remove(ctx, request.params.id));
      return { message: EXPENSE_MESSAGES.deleted };
    },
  );

  // Every expense matching the list's parameters, written as rows are read.
  route.get(api.exportExpenses, { schema: { querystring: expenseListQuery } }, async (request, reply) =>
    sendXlsx(
      reply,
      EXPENSES_EXPORT_FILE,
      expenseExportColumns,
      eachRow(expensesService.batches(request.readContext(), request.query)),
    ),
  );
}
