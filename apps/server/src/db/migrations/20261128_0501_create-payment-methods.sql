-- The card on file for the built-in sandbox payments provider (issue 36). Only what identifies the card to its
-- owner is kept: brand, last four digits and expiry. The full number and the CVC are never stored. `provider_ref`
-- is the provider's handle for the card (the sandbox's names which test card it was, so its charges behave alike).
CREATE TABLE payment_methods (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 char(4) NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  provider_ref text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
