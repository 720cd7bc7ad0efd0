/**
 * Statement links' public face (docs/collect.md §1): the office's 'Copy link' and 'New link', and the
 * link itself for the WhatsApp reminders.
 */

export { makeStatementLink, withStatementLink } from './api/statement-link';
export { StatementLinkButtons } from './components/statement-link-buttons';
