/** The expenses module's public surface: what other modules may use of it (docs/architecture.md). */

export { expenseExportColumns } from './export-columns';
export { expensesRepository } from './repository';
export { expensesService } from './service';
