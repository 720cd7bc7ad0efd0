/** The spreadsheet reader (lib/spreadsheet): a file's first sheet as header and rows of texts. */
export { readSpreadsheet } from './reader-stand-in';
