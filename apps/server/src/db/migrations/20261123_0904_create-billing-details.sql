-- Who an invoice is made out to (editable by the customer), and what each invoice printed: the details as they
-- were when it was issued, and its line items (proration lines for an upgrade).
CREATE TABLE billing_details (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  address_line1 text NOT NULL DEFAULT '',
  address_line2 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  region text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  tax_id text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE invoices ADD COLUMN billed_to jsonb;
ALTER TABLE invoices ADD COLUMN lines jsonb;
