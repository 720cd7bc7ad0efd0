/**
 * What the reader answers about a file it will not read (docs/insight.md §4): one sentence a
 * landlord understands, answered as a 400. The two limits' texts are fixed by docs/insight.md §4.
 */
export const SPREADSHEET_MESSAGES = {
  tooLarge: 'The file is larger than 5 MB.',
  tooManyRows: 'The file has more than 5,000 rows.',
  empty: 'The file is empty.',
  noRows: 'The file has no rows below its header row.',
  notSpreadsheet: 'This file is not a spreadsheet. Upload an Excel workbook (.xlsx) or a CSV file (.csv).',
  otherWorkbook:
    'This workbook is not in the Excel (.xlsx) format. Open it, save it as an Excel Workbook (.xlsx) or as CSV, and upload it again.',
  protectedOrOld:
    'This workbook is password-protected or in the old Excel format (.xls). Open it in Excel, save it as an Excel Workbook (.xlsx) without a password, and upload it again.',
  damaged:
    'This workbook could not be read: it may be damaged. Open it in Excel, save it again as .xlsx, and upload it again.',
  tooBig:
    'This workbook holds far more than a 5,000-row sheet could: it may be damaged. Open it in Excel, save it again as .xlsx, and upload it again.',
  csvQuote:
    'This CSV file has a quotation mark (") that is never closed. Check the file in Excel, save it again, and upload it again.',
  noSheet: 'This workbook has no visible sheet to read.',
  tooManyColumns: 'The file has more than 100 columns.',
  tooSlow:
    'The file took too long to read. Make sure it holds one sheet of at most 5,000 rows, then upload it again.',
  formula: (cell: string) =>
    `Cell ${cell} holds a formula. Copy the sheet, use Paste Special → Values to keep only the values, save, and upload the file again.`,
  longCell: (cell: string) =>
    `Cell ${cell} holds more than 32,767 characters, more than a spreadsheet cell can. Shorten it and upload the file again.`,
  noHeading: (cell: string) =>
    `Cell ${cell} has no column heading above it. Give its column a heading in the header row and upload the file again.`,
  sameHeading: (heading: string) =>
    `Two columns are headed '${heading}'. Give each column its own heading and upload the file again.`,
} as const;
