import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { dataExportFileName } from '../../../../shared/data-export';
import { today } from '../../../../shared/dates';
import { api } from '../../../../shared/paths';
import { ExportButton } from '../../../components/ui/export-button';
import { permissionsFor, useProfile } from '../../auth';

export const DATA_EXPORT_TEXTS = {
  title: 'Your data',
  intro:
    'Every record of the business in one Excel workbook, a sheet for each kind: properties, rent records, payments, vehicles, maintenance, contracts, remittances, vehicle documents, users (never their passwords) and the activity log. Keep it as your own copy, or take it to another system.',
  button: 'Download all my data',
  busy: 'Preparing your data...',
  failed: 'Failed to download your data. Please try again.',
} as const;

/**
 * Settings → Business → 'Download all my data' (docs/backups.md §4): the whole business in one
 * workbook, made by the server as it reads the records. Admins only, as the server's answer is.
 */
export function DataExportSection() {
  const profile = useProfile();
  if (!profile.data || !permissionsFor(profile.data.role).canManageUsers) return null;
  return (
    <section aria-labelledby="data-export-title" className="mt-8 max-w-3xl border-t border-gray-200 pt-6">
      <h2 id="data-export-title" className="text-lg font-semibold text-gray-900">
        {DATA_EXPORT_TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-700">{DATA_EXPORT_TEXTS.intro}</p>
      <ExportButton
        url={api.exportAll}
        // The business day, as the server names the file.
        fileName={dataExportFileName(today(DEFAULT_TIMEZONE))}
        busyText={DATA_EXPORT_TEXTS.busy}
        fallback={DATA_EXPORT_TEXTS.failed}
      >
        {DATA_EXPORT_TEXTS.button}
      </ExportButton>
    </section>
  );
}
