-- Issue 30: inbound support mail is added once per sender and Message-ID, so a provider's retry (or a replayed
-- webhook) does not open a second ticket or post a second reply. The ticket is the first delivery's answer.
CREATE TABLE inbound_email_messages (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id text NOT NULL,
  ticket_id uuid REFERENCES support_tickets(id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, message_id)
);
