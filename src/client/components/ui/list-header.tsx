import { ExportButton } from './export-button';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';

export interface ListHeaderProps {
  title: string;
  /** The add screen and the button's text, e.g. '+ Add Payment'. */
  add: { to: string; text: string };
  /** The export download (url with the list's filters, file name) and the button's text. */
  exportFile: { url: string; fileName: string; text: string };
}

/** A list screen's title row: the heading, '+ Add …' and 'Export …' (design.md). */
export function ListHeader({ title, add, exportFile }: ListHeaderProps) {
  return (
    <PageHeader
      title={title}
      actions={
        <>
          <LinkButton to={add.to}>{add.text}</LinkButton>
          <ExportButton url={exportFile.url} fileName={exportFile.fileName}>
            {exportFile.text}
          </ExportButton>
        </>
      }
    />
  );
}
