/** Billing details on invoices, and invoice PDFs that read like real invoices. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { cardOnFile } from '../../../test/factories.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const t = await startTestApp({ INVOICE_SELLER: 'Cosmos Space Ltd|1 Orbit Way, Bristol BS1 4DJ|VAT GB123456789' });
/** A registered user with a sandbox test card on file, as the web's plan change requires before it charges. */
async function customer() {
  const u = await t.register();
  await cardOnFile(t.db, u.user.id);
  return u;
}
const { app } = t;

/**
 * The text an uncompressed pdfkit file shows: each `[<hex> kerning <hex> …] TJ` operator is one run of text;
 * the hex parts joined (kerning numbers dropped) are what a reader sees.
 */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
const hasText = (pdf: Buffer, text: string) =>
  pdfText(pdf)
    .split('\n')
    .some((line) => line.includes(text));

describe('billing details', () => {
  it('start empty, are saved trimmed with the country upper-cased, and belong to their owner only', async () => {
    const u = await customer();
    const other = await customer();
    expect((await app.inject({ url: '/api/billing/details', headers: u.auth })).json()).toMatchObject({
      name: '',
      country: '',
      taxId: '',
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/billing/details',
      headers: u.auth,
      payload: {
        name: ' Ada Lovelace ',
        company: 'Analytical Engines',
        addressLine1: '12 Orbit Road',
        city: 'London',
        postalCode: 'N1 9GU',
        country: 'gb',
        taxId: 'GB 987654321',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Ada Lovelace', country: 'GB' });
    expect((await app.inject({ url: '/api/billing/details', headers: u.auth })).json().company).toBe(
      'Analytical Engines',
    );
    expect((await app.inject({ url: '/api/billing/details', headers: other.auth })).json().company).toBe('');
    expect((await app.inject({ url: '/api/billing/details' })).statusCode).toBe(401);
  });

  it('refuse a bad country code or tax ID, naming the field, and keep what was saved', async () => {
    const u = await customer();
    await app.inject({ method: 'PUT', url: '/api/billing/details', headers: u.auth, payload: { name: 'Kept' } });
    for (const [field, payload] of [
      ['country', { country: 'Germany' }],
      ['taxId', { taxId: '<script>' }],
      ['name', { name: 'x'.repeat(101) }],
    ] as const) {
      const r = await app.inject({ method: 'PUT', url: '/api/billing/details', headers: u.auth, payload });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].field).toBe(field);
    }
    expect((await app.inject({ url: '/api/billing/details', headers: u.auth })).json().name).toBe('Kept');
  });
});

describe('invoice PDF', () => {
  it('an upgrade invoice carries the seller, the details it was issued to (not later edits), both proration lines and the totals', async () => {
    const u = await customer();
    await app.inject({
      method: 'PUT',
      url: '/api/billing/details',
      headers: u.auth,
      payload: {
        name: 'Ada Lovelace',
        addressLine1: '12 Orbit Road',
        city: 'London',
        postalCode: 'N1 9GU',
        country: 'GB',
        taxId: 'GB987654321',
      },
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/subscription/change',
          headers: u.auth,
          payload: { planId: 'pro' },
        })
      ).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/billing/details',
      headers: u.auth,
      payload: { name: 'Someone Else' },
    });
    const inv = (await app.inject({ url: '/api/subscription/invoices', headers: u.auth })).json().items[0];
    const row = (
      await t.db.query<{ lines: { description: string; amountCents: number }[] }>(
        'SELECT lines FROM invoices WHERE id = $1',
        [inv.id],
      )
    )[0]!;
    // The lines add up to the amount charged: Pro's remaining time less Basic's unused time.
    expect(row.lines).toHaveLength(2);
    expect(row.lines[0]!.description).toMatch(
      /^Pro Navigator, remaining time \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(row.lines[1]!.description).toBe('Unused time on Basic Explorer');
    expect(row.lines[1]!.amountCents).toBeLessThan(0);
    expect(row.lines[0]!.amountCents + row.lines[1]!.amountCents).toBe(inv.amountCents);

    // Rendered uncompressed from the same data the route uses, so its text can be checked.
    const stored = (
      await t.db.query<{ billed_to: Record<string, string> }>('SELECT billed_to FROM invoices WHERE id = $1', [inv.id])
    )[0]!;
    const { billedToLines } = await import('./billing.service.ts');
    const pdf = await renderInvoicePdf(
      {
        number: inv.number,
        date: inv.date,
        status: inv.status,
        planName: 'Pro Navigator',
        description: '',
        amountCents: inv.amountCents,
        periodStart: null,
        periodEnd: null,
        lines: row.lines,
        seller: t.ctx.config.INVOICE_SELLER.split('|'),
        billedTo: billedToLines(stored.billed_to, 'Test User'),
        customerEmail: u.email,
      },
      { compress: false },
    );
    for (const text of [
      'INVOICE',
      inv.number,
      'Cosmos Space Ltd',
      'VAT GB123456789',
      'Ada Lovelace',
      '12 Orbit Road',
      'N1 9GU London',
      'Tax ID: GB987654321',
      'Unused time on Basic Explorer',
      'Total',
      'Amount due',
      '$0.00',
      'Paid',
    ]) {
      expect(hasText(pdf, text), text).toBe(true);
    }
    expect(hasText(pdf, 'Someone Else')).toBe(false);

    const served = await app.inject({ url: `/api/subscription/invoices/${inv.id}/pdf`, headers: u.auth });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('without billing details the invoice is made out to the account name', async () => {
    const { billedToLines } = await import('./billing.service.ts');
    expect(billedToLines(null, 'Test User')).toEqual(['Test User']);
    expect(
      billedToLines(
        {
          name: '',
          company: 'ACME',
          address_line1: '',
          address_line2: '',
          city: 'Paris',
          postal_code: '75001',
          region: '',
          country: 'FR',
          tax_id: '',
        },
        'Test User',
      ),
    ).toEqual(['Test User', 'ACME', '75001 Paris', 'FR']);
  });
});
