import { Download } from 'lucide-react';
import { useState } from 'react';
import { download, messageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button, type ButtonVariant } from './button';

export interface ExportButtonProps {
  /** The export endpoint, with the list's filters as query parameters. */
  url: string;
  /** The name the downloaded file is saved under, e.g. 'Payments_List.xlsx'. */
  fileName: string;
  /** The button's text, e.g. 'Export Payments'. */
  children: string;
  busyText?: string;
  /** Shown when the download fails without a server message. */
  fallback?: string;
  variant?: ButtonVariant;
}

/** Downloads a server-made file with the session; busy while it comes, a toast if it fails; disabled offline. */
export function ExportButton({
  url,
  fileName,
  children,
  busyText = 'Exporting...',
  fallback,
  variant = 'secondary',
}: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download(url, fileName, fallback);
    } catch (error) {
      const message = messageOf(error, fallback);
      toast.error(message, { toastId: message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      busy={busy}
      busyText={busyText}
      icon={<Download className="size-4" aria-hidden="true" />}
      onClick={onClick}
      needsServer
    >
      {children}
    </Button>
  );
}
