import { centsToUsd } from './plans.ts';

export interface PdfInvoice {
  number: string;
  date: string;
  status: string;
  planName: string;
  description: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  customer: { name: string; email: string };
}

const usd = (cents: number) => `$${centsToUsd(cents).toFixed(2)}`;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/** A one-page invoice, built in memory (a few KB) so its length is known and metered downloads stay exact. */
export async function renderInvoicePdf(inv: PdfInvoice): Promise<Buffer> {
  // Loaded on the first download: pdfkit costs most of a second of start-up.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the file identical for identical invoices.
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${inv.number}`, Author: 'Cosmos', CreationDate: new Date(`${inv.date}T00:00:00Z`) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(22).text('Cosmos', { continued: true }).fontSize(12).text('   space-exploration portal');
    doc.moveDown(1.5);
    doc.fontSize(18).text(`Invoice ${inv.number}`);
    doc.fontSize(11).moveDown(0.5);
    doc.text(`Date: ${inv.date}`);
    doc.text(`Status: ${inv.status}`);
    doc.moveDown();
    doc.text('Billed to:');
    doc.text(inv.customer.name);
    doc.text(inv.customer.email);
    doc.moveDown(1.5);
    const top = doc.y;
    doc.font('Helvetica-Bold').text('Description', 56, top).text('Amount (USD)', 400, top, { width: 140, align: 'right' });
    doc.font('Helvetica').moveDown(0.5);
    const row = doc.y;
    const period = inv.periodStart && inv.periodEnd ? `\nPeriod ${day(inv.periodStart)} to ${day(inv.periodEnd)}` : '';
    doc.text(`${inv.planName}: ${inv.description || 'Monthly subscription'}${period}`, 56, row, { width: 320 });
    doc.text(usd(inv.amountCents), 400, row, { width: 140, align: 'right' });
    doc.moveDown(2);
    doc.font('Helvetica-Bold').text(`Total: ${usd(inv.amountCents)}`, 56, doc.y, { width: 484, align: 'right' });
    doc.end();
  });
}
