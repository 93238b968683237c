-- The session that asked for a stream token: the stream it opens ends when that session is signed out.
ALTER TABLE sky_stream_tokens ADD COLUMN session_id text;
CREATE INDEX sky_stream_tokens_user_idx ON sky_stream_tokens (user_id);
