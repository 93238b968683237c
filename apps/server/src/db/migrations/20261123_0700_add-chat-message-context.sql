-- What an assistant answer was about (topic and slots), so a follow-up in the next request
-- ("and the one after?", "how much is it per year?") can refer back to it.
ALTER TABLE chat_messages ADD COLUMN context jsonb;
