-- Community forum behind the Support Center's Community tab: threads in four categories, posts in Markdown
-- (source and the sanitised HTML rendered once at write time), votes, subscriptions, reports,
-- suspensions and a log of every moderation action.
CREATE TABLE community_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  category text NOT NULL CHECK (category IN ('general', 'technical', 'feature', 'bug')),
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  -- Feature requests only: set by staff.
  status text CHECK (status IN ('planned', 'in_progress', 'done')),
  pinned boolean NOT NULL DEFAULT false,
  locked boolean NOT NULL DEFAULT false,
  accepted_post_id uuid,
  ticket_id uuid REFERENCES support_tickets(id) ON DELETE SET NULL,
  vote_count integer NOT NULL DEFAULT 0,
  -- Set when the opening post is deleted by its author or hidden by staff: the thread leaves the listings.
  hidden boolean NOT NULL DEFAULT false,
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED
);
CREATE INDEX community_threads_activity_idx ON community_threads (category, pinned DESC, last_activity_at DESC, seq DESC) WHERE NOT hidden;
CREATE INDEX community_threads_new_idx ON community_threads (category, pinned DESC, seq DESC) WHERE NOT hidden;
CREATE INDEX community_threads_votes_idx ON community_threads (category, pinned DESC, vote_count DESC, seq DESC) WHERE NOT hidden;
CREATE INDEX community_threads_search_idx ON community_threads USING gin (search);

CREATE TABLE community_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  thread_id uuid NOT NULL REFERENCES community_threads(id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_opening boolean NOT NULL DEFAULT false,
  body text NOT NULL,
  body_html text NOT NULL,
  -- Normalised body digest: the same text from the same author within minutes is a duplicate.
  body_hash text NOT NULL,
  quote_of uuid REFERENCES community_posts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  hidden_by uuid REFERENCES users(id) ON DELETE SET NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', body)) STORED
);
CREATE INDEX community_posts_thread_idx ON community_posts (thread_id, seq);
CREATE INDEX community_posts_author_idx ON community_posts (author_id, created_at DESC);
CREATE INDEX community_posts_search_idx ON community_posts USING gin (search);
ALTER TABLE community_threads ADD CONSTRAINT community_threads_accepted_fk FOREIGN KEY (accepted_post_id) REFERENCES community_posts(id) ON DELETE SET NULL;

CREATE TABLE community_votes (
  thread_id uuid NOT NULL REFERENCES community_threads(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);

CREATE TABLE community_subscriptions (
  thread_id uuid NOT NULL REFERENCES community_threads(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);

CREATE TABLE community_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  post_id uuid NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (post_id, reporter_id)
);
CREATE INDEX community_reports_queue_idx ON community_reports (status, seq);

CREATE TABLE community_suspensions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  until timestamptz NOT NULL,
  reason text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  lifted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_suspensions_user_idx ON community_suspensions (user_id, until DESC);

CREATE TABLE community_moderation_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  thread_id uuid REFERENCES community_threads(id) ON DELETE SET NULL,
  post_id uuid REFERENCES community_posts(id) ON DELETE SET NULL,
  target_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
