import { t, type Lang } from '../../lib/i18n/index.ts';
import { centsToUsd } from './plans.ts';

export interface PdfInvoice {
  number: string;
  date: string;
  status: 'Paid' | 'Open' | 'Failed' | 'Void' | string;
  planName: string;
  description: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Line items; one line of the whole amount when the invoice has none. */
  lines?: { description: string; amountCents: number }[] | null;
  /** The seller's name, address and tax details, one line each. */
  seller: string[];
  /** The customer's billing details as they were at issue (or their account name when none were given). */
  billedTo: string[];
  customerEmail: string;
}

const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToUsd(Math.abs(cents)).toFixed(2)}`;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const LEFT = 56;
const RIGHT = 539; // A4 width 595 minus the margin
const AMOUNT_X = 420;

/**
 * A one-page invoice as an accountant expects one, built in memory so its length is known and metered downloads stay
 * exact. Labels are in `opts.lang` (the owner's Settings language); amounts stay in US dollars, dates ISO.
 */
export async function renderInvoicePdf(
  inv: PdfInvoice,
  opts: { compress?: boolean; lang?: Lang } = {},
): Promise<Buffer> {
  const L = (key: string, vars?: Record<string, unknown>) => t(opts.lang ?? 'en', `invoice.${key}`, vars);
  // Loaded on the first download: pdfkit costs most of a second of start-up.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the file identical for identical invoices.
    const doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      compress: opts.compress ?? true,
      info: {
        Title: L('docTitle', { number: inv.number }),
        Author: inv.seller[0] ?? 'Cosmos',
        CreationDate: new Date(`${inv.date}T00:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    // Seller on the left, the invoice's identity on the right.
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(inv.seller[0] ?? 'Cosmos', LEFT, 56);
    doc.font('Helvetica').fontSize(9).fillColor('#444');
    for (const line of inv.seller.slice(1)) doc.text(line);
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(L('heading'), 330, 56, { width: RIGHT - 330, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    const meta: [string, string][] = [
      [L('number'), inv.number],
      [L('date'), inv.date],
      ...(inv.periodStart && inv.periodEnd
        ? ([[L('period'), L('periodRange', { start: day(inv.periodStart), end: day(inv.periodEnd) })]] as [
            string,
            string,
          ][])
        : []),
      [L('status'), inv.status === 'Paid' ? L('paid') : inv.status === 'Void' ? L('void') : L('unpaid')],
    ];
    let y = 90;
    for (const [k, v] of meta) {
      doc
        .fillColor('#555')
        .text(k, 300, y, { width: 90 })
        .fillColor('#000')
        .text(v, 390, y, { width: RIGHT - 390, align: 'right', lineBreak: false });
      y += 15;
    }

    // Bill to.
    y = Math.max(doc.y, y) + 20;
    doc.font('Helvetica-Bold').fontSize(10).text(L('billTo'), LEFT, y);
    doc.font('Helvetica');
    for (const line of inv.billedTo) doc.text(line);
    doc.fillColor('#555').text(inv.customerEmail).fillColor('#000');

    // Line items.
    y = doc.y + 24;
    doc
      .font('Helvetica-Bold')
      .text(L('description'), LEFT, y)
      .text(L('amount'), AMOUNT_X, y, { width: RIGHT - AMOUNT_X, align: 'right' });
    doc
      .moveTo(LEFT, y + 14)
      .lineTo(RIGHT, y + 14)
      .strokeColor('#999')
      .stroke();
    doc.font('Helvetica');
    y += 22;
    const lines = inv.lines?.length
      ? inv.lines
      : [
          {
            description: `${inv.planName}: ${inv.description || L('monthly')}`,
            amountCents: inv.amountCents,
          },
        ];
    for (const l of lines) {
      doc.text(l.description, LEFT, y, { width: AMOUNT_X - LEFT - 16 });
      const after = doc.y;
      doc.text(usd(l.amountCents), AMOUNT_X, y, { width: RIGHT - AMOUNT_X, align: 'right' });
      y = Math.max(after, y + 14) + 6;
    }
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#999').stroke();
    y += 10;
    const paid = inv.status === 'Paid' ? inv.amountCents : 0;
    const totals: [string, string, boolean][] = [
      [L('total'), usd(inv.amountCents), true],
      [L('amountPaid'), usd(paid), false],
      [L('amountDue'), usd(inv.status === 'Void' ? 0 : inv.amountCents - paid), true],
    ];
    for (const [k, v, bold] of totals) {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(k, 300, y, { width: 110, align: 'right' })
        .text(v, AMOUNT_X, y, { width: RIGHT - AMOUNT_X, align: 'right' });
      y += 16;
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666')
      .text(L('footer'), LEFT, 760, {
        width: RIGHT - LEFT,
        align: 'center',
      });
    doc.end();
  });
}
