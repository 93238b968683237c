import type { BillingDetails } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

interface Row {
  name: string;
  company: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  tax_id: string;
}

export const EMPTY_DETAILS: BillingDetails = {
  name: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  region: '',
  country: '',
  taxId: '',
};

const present = (r: Row): BillingDetails => ({
  name: r.name,
  company: r.company,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  city: r.city,
  postalCode: r.postal_code,
  region: r.region,
  country: r.country,
  taxId: r.tax_id,
});

export const findBillingDetails = async (q: Queryable, userId: string) => {
  const r = (await q.query<Row>('SELECT * FROM billing_details WHERE user_id = $1', [userId]))[0];
  return r ? present(r) : null;
};

export async function saveBillingDetails(q: Queryable, userId: string, d: BillingDetails) {
  await q.query(
    `INSERT INTO billing_details (user_id, name, company, address_line1, address_line2, city, postal_code, region, country, tax_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
     ON CONFLICT (user_id) DO UPDATE SET name = $2, company = $3, address_line1 = $4, address_line2 = $5, city = $6, postal_code = $7,
       region = $8, country = $9, tax_id = $10, updated_at = now()`,
    [userId, d.name, d.company, d.addressLine1, d.addressLine2, d.city, d.postalCode, d.region, d.country, d.taxId],
  );
}
