import { Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { StatementKind } from '../../../../shared/collect';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { usePermissions } from '../../auth';
import { useMakeStatementLink, useRenewStatementLink } from '../api/statement-link';

export const STATEMENT_LINK_TEXTS = {
  copied: 'Link copied. Send it to them by SMS or WhatsApp.',
  renewed: 'New link copied. The old link no longer works.',
  confirmRenew:
    'Make a new link? The old link stops working at once: anyone you sent it to will need the new one.',
} as const;

/** Puts the link on the clipboard; where the browser refuses (no secure page), shows it to copy by hand. */
async function share(url: string, done: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(done);
  } catch {
    toast.info(`Copy this link: ${url}`, { autoClose: false });
  }
}

/**
 * 'Copy link' and, for Admin and Manager, 'New link' (docs/collect.md §1): the record's private
 * statement link, made on first use; a new one kills the old after a confirm.
 */
export function StatementLinkButtons({ kind, recordId }: { kind: StatementKind; recordId: string }) {
  const { canDelete } = usePermissions();
  const [confirming, setConfirming] = useState(false);
  const make = useMakeStatementLink(kind, recordId);
  const renew = useRenewStatementLink(kind, recordId);
  const copy = async () => {
    const url = await make.mutateAsync().catch(() => '');
    if (url) await share(url, STATEMENT_LINK_TEXTS.copied);
  };
  const replace = async () => {
    const url = await renew.mutateAsync().catch(() => '');
    setConfirming(false);
    if (url) await share(url, STATEMENT_LINK_TEXTS.renewed);
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<Link2 className="size-4" aria-hidden="true" />}
        onClick={copy}
        disabled={make.isPending}
      >
        Copy link
      </Button>
      {canDelete ? (
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          New link
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="New statement link"
        message={STATEMENT_LINK_TEXTS.confirmRenew}
        confirmText="Make new link"
        busy={renew.isPending}
        busyText="Making..."
        onConfirm={replace}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
