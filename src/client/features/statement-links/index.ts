/** Statement links' public face (docs/collect.md §1): the office's 'Copy link' and 'New link'. */
export { StatementLinkButtons } from './components/statement-link-buttons';
