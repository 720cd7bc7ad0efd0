/**
 * Receipts and statements as PDF (docs/ledger.md §4), drawn with pdfkit in its standard Helvetica
 * fonts (decision 047). Pure: everything printed comes in the arguments; no database access.
 */
import type PDFDocument from 'pdfkit';
import { roomBeyondUnit, unitName } from '../../../shared/apartments';
import { toDay } from '../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../shared/hire';
import { BILLING_LABELS } from '../../../shared/ledger';
import { formatAmount, formatGhc } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import type { BusinessDetails, LedgerEntry, Receipt, TenancyLedger } from '../../../shared/schemas/ledger';

type Doc = PDFKit.PDFDocument;

// pdfkit and its font tables cost memory once loaded (decision 042): load them on the first PDF.
let pdfKit: Promise<typeof PDFDocument> | undefined;
const loadPdfKit = () => {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  return pdfKit;
};

const APP_NAME = 'Property Manager';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';
const VOID_RED = '#b91c1c';

// ---------------------------------------------------------------------------------------------
// Text the standard fonts can draw
// ---------------------------------------------------------------------------------------------

/** The characters of WinAnsiEncoding above Latin-1's range (pdfkit maps them to 0x80–0x9F). */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const isWinAnsi = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  WIN_ANSI_EXTRAS.has(codePoint);

/**
 * Letters of Ghanaian languages (Twi, Ga, Ewe, Dagbani) and signs people type that WinAnsi lacks and
 * that do not decompose to a Latin letter plus accents: the nearest Latin letter or sign.
 */
const LOOK_ALIKES: Record<string, string> = {
  '₵': 'GHC',
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'n',
  Ŋ: 'N',
  ɖ: 'd',
  Ɖ: 'D',
  ʋ: 'v',
  Ʋ: 'V',
  ɣ: 'g',
  Ɣ: 'G',
  ɩ: 'i',
  Ɩ: 'I',
  ʒ: 'z',
  Ʒ: 'Z',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  '−': '-',
  '′': "'",
  '″': '"',
  '≤': '<=',
  '≥': '>=',
};

const SPACES = /[\t\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
// Control characters, soft hyphens and zero-width spaces draw nothing. The joiners (U+200C, U+200D)
// stay until the text is cut into user-perceived characters: they hold emoji sequences together.
// Line breaks are control characters too: the replacement keeps them.
const INVISIBLE = /[\p{Cc}\u00ad\u200b\u200e\u200f\u2060-\u2064\ufeff]/gu;
/** Accents, variation selectors and joiners: what is left out to find a character's base letter. */
const MARKS_AND_FORMATS = /[\p{M}\p{Cf}]/gu;
const PLAIN = /^[\x20-\x7e]*$/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemeForPdf(grapheme: string): string {
  const composed = grapheme.normalize('NFC');
  if ([...composed].every((char) => isWinAnsi(char.codePointAt(0)!))) return composed;
  const lookAlike = LOOK_ALIKES[composed];
  if (lookAlike !== undefined) return lookAlike;
  // Ọ, ẹ, ń, ŝ…: the base letter without the accents WinAnsi cannot show.
  const base = composed.normalize('NFD').replace(MARKS_AND_FORMATS, '');
  if ([...base].every((char) => isWinAnsi(char.codePointAt(0)!))) return base.normalize('NFC');
  const baseLookAlike = LOOK_ALIKES[base];
  if (baseLookAlike !== undefined) return baseLookAlike;
  return '?';
}

/**
 * Text as the standard PDF fonts can draw it (WinAnsiEncoding). pdfkit does not check: a character
 * outside it is written as a wrong code (garbage, or a broken string for control characters).
 * So, character by character (user-perceived characters, so an emoji sequence is one):
 * - kept when WinAnsi has it (all of Latin-1: á, é, ñ, ü…, plus €, curly quotes, dashes, …);
 * - accents WinAnsi lacks are dropped (`Ọ` → `O`, `ẹ` → `e`);
 * - Ghanaian letters become their nearest Latin letter (`ɛ` → `e`, `ɔ` → `o`, `ŋ` → `n`), `₵` becomes `GHC`;
 * - anything else (emoji, other scripts) becomes `?`, so the reader sees something was there;
 * - tabs and unusual spaces become spaces, invisible characters go; line breaks are kept only
 *   when asked for (an address), else they become spaces.
 */
export function pdfSafeText(
  text: string | null | undefined,
  options: { keepLineBreaks?: boolean } = {},
): string {
  if (!text) return '';
  if (PLAIN.test(text)) return text;
  const cleaned = text
    .replace(LINE_BREAKS, '\n')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, (char) => (char === '\n' ? char : ''))
    .replace(/\n/g, options.keepLineBreaks ? '\n' : ' ');
  let out = '';
  for (const { segment } of graphemes.segment(cleaned)) {
    out += segment === '\n' ? '\n' : graphemeForPdf(segment);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers
// ---------------------------------------------------------------------------------------------

async function newDocument(
  size: 'A4' | 'A5',
  margin: number,
  title: string,
  author: string,
  createdAt: Date,
) {
  const PDFKitDocument = await loadPdfKit();
  return new PDFKitDocument({
    size,
    margin,
    bufferPages: true,
    lang: 'en-GH',
    displayTitle: true,
    // Only what the page itself shows: no tenant details, no ids, nothing about the server.
    info: {
      Title: pdfSafeText(title),
      Author: pdfSafeText(author),
      Creator: APP_NAME,
      Producer: APP_NAME,
      CreationDate: createdAt,
    },
  });
}

/** Ends the document and resolves with its bytes. */
function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A date-time from the API, or `fallback` when it is missing or unreadable. */
function dateOr(value: string | null | undefined, fallback: Date): Date {
  const date = value ? new Date(value) : fallback;
  return Number.isNaN(date.getTime()) ? fallback : date;
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** The business block at the top of a receipt or statement; returns the y below it. */
function drawBusinessHeader(doc: Doc, business: BusinessDetails, width: number): number {
  const x = doc.page.margins.left;
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(INK)
    .text(pdfSafeText(business.name) || APP_NAME, x, doc.page.margins.top, { width });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED);
  const lines = [
    pdfSafeText(business.address, { keepLineBreaks: true }),
    [business.phone && `Tel: ${formatPhone(business.phone)}`, business.email && `Email: ${business.email}`]
      .filter(Boolean)
      .map((part) => pdfSafeText(part))
      .join('   '),
    business.ghanaPostGps && `GhanaPostGPS: ${pdfSafeText(business.ghanaPostGps)}`,
  ].filter(Boolean);
  for (const line of lines) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

function drawRule(doc: Doc, y: number) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

interface Field {
  label: string;
  value: string;
  font?: string;
  size?: number;
}

/** Where to draw a block `height` high: at `y`, or at the top of a new page when it does not fit there. */
function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= contentBottom(doc) || y <= doc.page.margins.top) return y;
  doc.addPage();
  return doc.page.margins.top;
}

const LABEL_SIZE = 8.5;
const FIELD_GAP = 4;

/** The height of one label / value row (each wraps within its column), gap included. */
function fieldHeight(doc: Doc, field: Field, labelWidth: number): number {
  doc.font(FONT).fontSize(LABEL_SIZE);
  const label = doc.heightOfString(field.label, { width: labelWidth - 6 });
  doc.font(field.font ?? FONT).fontSize(field.size ?? 10);
  const value = doc.heightOfString(field.value || '-', { width: contentWidth(doc) - labelWidth });
  return Math.max(label, value) + FIELD_GAP;
}

/**
 * Label / value rows; a value wraps within its column, and a row that does not fit starts a new
 * page (never split between two). Returns the y below the last row.
 */
function drawFields(doc: Doc, fields: readonly Field[], y: number, labelWidth: number): number {
  const x = doc.page.margins.left;
  const valueWidth = contentWidth(doc) - labelWidth;
  let top = y;
  for (const field of fields) {
    const height = fieldHeight(doc, field, labelWidth);
    top = roomFor(doc, top, height);
    const size = field.size ?? 10;
    doc
      .font(FONT)
      .fontSize(LABEL_SIZE)
      .fillColor(MUTED)
      .text(field.label, x, top + (size - LABEL_SIZE) * 0.6, { width: labelWidth - 6 });
    doc
      .font(field.font ?? FONT)
      .fontSize(size)
      .fillColor(INK)
      .text(field.value || '-', x + labelWidth, top, { width: valueWidth });
    top += height;
  }
  return top;
}

/** Footers in the bottom margin of every page: text left, "Page i of n" right. */
function drawPageFooters(doc: Doc, leftText: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const { left, bottom } = doc.page.margins;
    // Writing inside the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + 10;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    doc.text(leftText, left, y, { width: width - 70, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

// ---------------------------------------------------------------------------------------------
// Receipt
// ---------------------------------------------------------------------------------------------

function methodText(receipt: Receipt): string {
  const method = pdfSafeText(receipt.method) || 'N/A';
  return receipt.network ? `${method} (${receipt.network})` : method;
}

function unitText(receipt: Receipt): string {
  return pdfSafeText(unitName(receipt.apartment));
}

function vehicleText(vehicle: NonNullable<Receipt['vehicle']>): string {
  return pdfSafeText(`${vehicle.vehicleRegNum}, ${vehicle.make} ${vehicle.model}`);
}

function voidedText(voided: NonNullable<Receipt['voided']>): string {
  const line = `Voided ${toDay(voided.at)} by ${pdfSafeText(voided.by)}`;
  return voided.reason ? `${line}: ${pdfSafeText(voided.reason)}` : line;
}

/** A large diagonal VOID across the middle of the page, translucent so the receipt stays readable. */
function drawVoidStamp(doc: Doc) {
  const { width, height } = doc.page;
  const text = 'VOID';
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.font(BOLD).fontSize(120).fillColor(VOID_RED).fillOpacity(0.22);
  const textWidth = doc.widthOfString(text);
  const textHeight = doc.currentLineHeight();
  doc.text(text, (width - textWidth) / 2, (height - textHeight) / 2, { lineBreak: false });
  doc.restore();
}

/** The receipt of one payment on an A5 page (docs/ledger.md §4); a voided one is stamped VOID. */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const receiptNumber = pdfSafeText(receipt.receiptNumber);
  const doc = await newDocument(
    'A5',
    32,
    `Receipt ${receiptNumber}`,
    receipt.business.name,
    dateOr(receipt.issuedAt, new Date()),
  );
  const width = contentWidth(doc);
  const left = doc.page.margins.left;

  // Business (left) and the receipt's title, number and date (right).
  const titleWidth = 130;
  const headerBottom = drawBusinessHeader(doc, receipt.business, width - titleWidth - 10);
  const titleX = left + width - titleWidth;
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text('RECEIPT', titleX, doc.page.margins.top, { width: titleWidth, align: 'right' });
  doc
    .font(BOLD)
    .fontSize(11)
    .text(`No. ${receiptNumber}`, titleX, doc.y + 2, { width: titleWidth, align: 'right' });
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Date: ${toDay(receipt.date)}`, titleX, doc.y + 2, { width: titleWidth, align: 'right' });
  let y = Math.max(headerBottom, doc.y) + 8;
  drawRule(doc, y);
  y += 10;

  if (receipt.voided) {
    const text = voidedText(receipt.voided);
    doc.font(BOLD).fontSize(10);
    const boxHeight = doc.heightOfString(text, { width: width - 16 }) + 12;
    y = roomFor(doc, y, boxHeight);
    doc.rect(left, y, width, boxHeight).lineWidth(1.5).strokeColor(VOID_RED).stroke();
    doc.fillColor(VOID_RED).text(text, left + 8, y + 6, { width: width - 16 });
    y += boxHeight + 10;
  }

  const labelWidth = 92;
  y = drawFields(
    doc,
    [
      { label: 'Received from', value: pdfSafeText(receipt.tenant.name), font: BOLD, size: 11 },
      { label: 'Phone', value: pdfSafeText(formatPhone(receipt.tenant.phone)) },
      ...(receipt.apartment ? [{ label: 'Unit', value: unitText(receipt) }] : []),
      // The receipt's room is what it says beyond the unit (decision 058): printed only when it says more.
      ...(receipt.kind === 'rent' && receipt.roomDescription
        ? [{ label: 'Room', value: pdfSafeText(receipt.roomDescription) }]
        : []),
      ...(receipt.vehicle ? [{ label: 'Vehicle', value: vehicleText(receipt.vehicle) }] : []),
      ...(receipt.contract
        ? [{ label: 'Contract', value: CONTRACT_TYPE_LABELS[receipt.contract.type] }]
        : []),
    ],
    y,
    labelWidth,
  );

  // The amount, shaded (what the receipt is for), kept together: measured first so the shade goes under it.
  const amountFields: Field[] = [
    { label: 'Amount', value: formatGhc(receipt.amount), font: BOLD, size: 15 },
    { label: 'Amount in words', value: pdfSafeText(receipt.amountInWords), font: ITALIC, size: 10 },
  ];
  const amountHeight = amountFields.reduce((sum, field) => sum + fieldHeight(doc, field, labelWidth), 0);
  y = roomFor(doc, y + 10, amountHeight + 4);
  doc
    .rect(left - 6, y - 6, width + 12, amountHeight + 8)
    .fillColor(SHADE)
    .fill();
  y = drawFields(doc, amountFields, y, labelWidth) + 8;

  const paymentFields: Field[] = [{ label: 'Method', value: methodText(receipt) }];
  if (receipt.reference) paymentFields.push({ label: 'Reference', value: pdfSafeText(receipt.reference) });
  if (receipt.payerPhone) paymentFields.push({ label: 'Paid by', value: formatPhone(receipt.payerPhone) });
  if (receipt.balanceAfter !== null) {
    paymentFields.push({ label: 'Balance after', value: formatGhc(receipt.balanceAfter) });
  }
  if (receipt.paidThrough) paymentFields.push({ label: 'Paid through', value: toDay(receipt.paidThrough) });
  if (receipt.recordedBy)
    paymentFields.push({ label: 'Recorded by', value: pdfSafeText(receipt.recordedBy.name) });
  y = drawFields(doc, paymentFields, y, labelWidth);

  const footer = pdfSafeText(receipt.business.receiptFooter, { keepLineBreaks: true });
  if (footer) {
    doc.font(FONT).fontSize(9).fillColor(INK);
    y = roomFor(doc, y + 6, doc.heightOfString(footer, { width }) + 8);
    drawRule(doc, y);
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text(footer, left, y + 8, { width, align: 'center' });
  }

  const issued = dateOr(receipt.issuedAt, new Date()).toISOString();
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    if (receipt.voided) drawVoidStamp(doc);
  }
  drawPageFooters(doc, `${receiptNumber}  ·  Issued ${issued.slice(0, 10)} ${issued.slice(11, 16)} GMT`);
  return finish(doc);
}

// ---------------------------------------------------------------------------------------------
// Statement (the tenant's rent card)
// ---------------------------------------------------------------------------------------------

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  value(entry: LedgerEntry): string;
}

const STATEMENT_COLUMNS: readonly Column[] = [
  { header: 'Date', width: 62, align: 'left', value: (entry) => toDay(entry.date) },
  // Width 0: takes what the others leave.
  { header: 'Description', width: 0, align: 'left', value: (entry) => pdfSafeText(entry.description) },
  { header: 'Receipt no.', width: 68, align: 'left', value: (entry) => pdfSafeText(entry.receiptNumber) },
  {
    header: 'Charge (GHC)',
    width: 74,
    align: 'right',
    value: (entry) => (entry.kind === 'charge' ? formatAmount(entry.amount) : ''),
  },
  {
    header: 'Payment (GHC)',
    width: 74,
    align: 'right',
    value: (entry) => (entry.kind === 'payment' ? formatAmount(entry.amount) : ''),
  },
  { header: 'Balance (GHC)', width: 78, align: 'right', value: (entry) => formatAmount(entry.balance) },
];

const CELL_PADDING = 4;
const TABLE_FONT_SIZE = 8.5;

function columnLayout(doc: Doc) {
  const fixed = STATEMENT_COLUMNS.reduce((sum, column) => sum + column.width, 0);
  let x = doc.page.margins.left;
  return STATEMENT_COLUMNS.map((column) => {
    const width = column.width || contentWidth(doc) - fixed;
    const cell = { column, x, width };
    x += width;
    return cell;
  });
}

function drawTableHeader(doc: Doc, y: number): number {
  const cells = columnLayout(doc);
  const height = TABLE_FONT_SIZE + 2 * CELL_PADDING + 2;
  doc.rect(doc.page.margins.left, y, contentWidth(doc), height).fillColor(SHADE).fill();
  doc.font(BOLD).fontSize(TABLE_FONT_SIZE).fillColor(INK);
  for (const { column, x, width } of cells) {
    doc.text(column.header, x + CELL_PADDING, y + CELL_PADDING + 1, {
      width: width - 2 * CELL_PADDING,
      align: column.align,
      lineBreak: false,
    });
  }
  return y + height;
}

function drawTableRow(doc: Doc, entry: LedgerEntry, y: number, height: number) {
  doc.font(FONT).fontSize(TABLE_FONT_SIZE).fillColor(INK);
  for (const { column, x, width } of columnLayout(doc)) {
    const value = column.value(entry);
    if (!value) continue;
    doc.text(value, x + CELL_PADDING, y + CELL_PADDING, {
      width: width - 2 * CELL_PADDING,
      align: column.align,
    });
  }
  const bottom = y + height;
  doc
    .moveTo(doc.page.margins.left, bottom)
    .lineTo(doc.page.width - doc.page.margins.right, bottom)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function rowHeight(doc: Doc, entry: LedgerEntry, descriptionWidth: number): number {
  doc.font(FONT).fontSize(TABLE_FONT_SIZE);
  const description = pdfSafeText(entry.description);
  const textHeight = Math.max(
    doc.currentLineHeight(true),
    doc.heightOfString(description || '-', { width: descriptionWidth - 2 * CELL_PADDING }),
  );
  return textHeight + 2 * CELL_PADDING;
}

/**
 * A tenancy's statement on A4 (docs/ledger.md §4): business, tenant, unit, term and billing, then every
 * charge and payment with its running balance (the table continues on further pages under its
 * header), then the totals. `printedAt` is the date printed and stored as the file's creation date.
 */
export async function statementPdf(
  ledger: TenancyLedger,
  business: BusinessDetails,
  printedAt: Date = new Date(),
): Promise<Buffer> {
  const { tenancy, entries, totals } = ledger;
  const tenantName = pdfSafeText(tenancy.tenantName);
  const doc = await newDocument('A4', 40, 'Statement of account', business.name, printedAt);
  const width = contentWidth(doc);
  const left = doc.page.margins.left;

  const titleWidth = 220;
  const headerBottom = drawBusinessHeader(doc, business, width - titleWidth - 10);
  const titleX = left + width - titleWidth;
  doc
    .font(BOLD)
    .fontSize(15)
    .fillColor(INK)
    .text('STATEMENT OF ACCOUNT', titleX, doc.page.margins.top, { width: titleWidth, align: 'right' });
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Rent card as of ${printedAt.toISOString().slice(0, 10)}`, titleX, doc.y + 2, {
      width: titleWidth,
      align: 'right',
    });
  let y = Math.max(headerBottom, doc.y) + 8;
  drawRule(doc, y);
  y += 10;

  const unit = pdfSafeText(unitName(tenancy.apartment));
  // The unit is named once (decision 058): the room only when it says more than the unit.
  const room = pdfSafeText(roomBeyondUnit(tenancy.roomDescription, unitName(tenancy.apartment)));
  const months = tenancy.noOfMonthsRented;
  y = drawFields(
    doc,
    [
      { label: 'Tenant', value: tenantName, font: BOLD, size: 11 },
      { label: 'Phone', value: pdfSafeText(formatPhone(tenancy.tenantPhone)) },
      ...(unit ? [{ label: 'Unit', value: unit }] : []),
      ...(room ? [{ label: 'Room', value: room }] : []),
      {
        label: 'Term',
        value: `${toDay(tenancy.rentedDate)} to ${toDay(tenancy.expirationDate)} (${months} ${months === 1 ? 'month' : 'months'})`,
      },
      {
        label: 'Billing',
        value: `${BILLING_LABELS[tenancy.billing]}: ${formatGhc(tenancy.monthlyPrice)} a month, utility ${formatGhc(tenancy.amountPaidOnUtility)}, total ${formatGhc(tenancy.totalAmount)}`,
      },
      { label: 'Status', value: tenancy.status },
    ],
    y,
    80,
  );

  y += 10;
  y = drawTableHeader(doc, y);
  const descriptionWidth = columnLayout(doc).find((cell) => cell.column.header === 'Description')!.width;
  if (entries.length === 0) {
    doc
      .font(ITALIC)
      .fontSize(TABLE_FONT_SIZE)
      .fillColor(MUTED)
      .text('No charges or payments yet.', left + CELL_PADDING, y + CELL_PADDING, {
        width: width - 2 * CELL_PADDING,
      });
    y = doc.y + CELL_PADDING;
  }
  for (const entry of entries) {
    const height = rowHeight(doc, entry, descriptionWidth);
    if (y + height > contentBottom(doc)) {
      doc.addPage();
      y = drawTableHeader(doc, doc.page.margins.top);
    }
    drawTableRow(doc, entry, y, height);
    y += height;
  }

  // Totals, kept together on one page.
  const totalsFields: Field[] = [
    { label: 'Total charged', value: formatGhc(totals.charged) },
    { label: 'Total paid', value: formatGhc(totals.paid) },
    { label: 'Balance', value: formatGhc(totals.balance), font: BOLD },
    { label: 'Arrears', value: formatGhc(totals.arrears), font: BOLD },
    { label: 'Standing', value: tenancy.standing },
    { label: 'Paid through', value: tenancy.paidThrough ? toDay(tenancy.paidThrough) : '-' },
  ];
  if (tenancy.daysOverdue > 0)
    totalsFields.push({ label: 'Days overdue', value: String(tenancy.daysOverdue) });
  const totalsHeight = totalsFields.length * 16 + 16;
  if (y + totalsHeight > contentBottom(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  } else {
    y += 14;
  }
  const totalsWidth = 230;
  const totalsLeft = left + width - totalsWidth;
  doc.font(BOLD).fontSize(10).fillColor(INK).text('Totals', totalsLeft, y, { width: totalsWidth });
  y = doc.y + 4;
  for (const field of totalsFields) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(field.label, totalsLeft, y, { width: 110, lineBreak: false });
    doc
      .font(field.font ?? FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(field.value, totalsLeft + 110, y - 0.5, {
        width: totalsWidth - 110,
        align: 'right',
        lineBreak: false,
      });
    y += 16;
  }

  drawPageFooters(doc, `Statement for ${tenantName}  ·  ${pdfSafeText(business.name)}`);
  return finish(doc);
}
