import type { ReactNode } from 'react';
import { ExportButton } from './export-button';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';

export interface ListHeaderProps {
  title: string;
  /**
   * The add screen, the button's text (e.g. '+ Add Payment') and an optional icon before it; none on a
   * list that is only read (arrears).
   */
  add?: { to: string; text: string; icon?: ReactNode };
  /**
   * The export download (url with the list's filters, file name), the button's text and the message
   * shown when the download fails without one from the server.
   */
  exportFile: { url: string; fileName: string; text: string; fallback?: string };
}

/** A list screen's title row: the heading, '+ Add …' (when given) and 'Export …' (docs/design.md). */
export function ListHeader({ title, add, exportFile }: ListHeaderProps) {
  return (
    <PageHeader
      title={title}
      actions={
        <>
          {add ? (
            <LinkButton to={add.to} icon={add.icon}>
              {add.text}
            </LinkButton>
          ) : null}
          <ExportButton url={exportFile.url} fileName={exportFile.fileName} fallback={exportFile.fallback}>
            {exportFile.text}
          </ExportButton>
        </>
      }
    />
  );
}
