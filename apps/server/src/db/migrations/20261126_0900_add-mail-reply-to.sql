-- Ticket mail carries a Reply-To (support+t<number>.<tag>@…) so a customer's answer lands in their ticket.
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;
