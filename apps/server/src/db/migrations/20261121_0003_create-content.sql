CREATE TABLE discoveries (
  id text PRIMARY KEY, title text NOT NULL, description text NOT NULL, image text NOT NULL,
  icon text NOT NULL, date_text text NOT NULL, sort integer NOT NULL
);
CREATE TABLE faqs (id text PRIMARY KEY, question text NOT NULL, answer text NOT NULL, sort integer NOT NULL);
CREATE TABLE docs (
  id text PRIMARY KEY, title text NOT NULL, href text NOT NULL, summary text NOT NULL, body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(), sort integer NOT NULL
);
CREATE TABLE vr_scenes (
  id text PRIMARY KEY, title text NOT NULL, description text NOT NULL, thumbnail text NOT NULL,
  parameters jsonb NOT NULL DEFAULT '{}', sort integer NOT NULL
);
-- Fixed notices shown while computed sky events are unavailable.
CREATE TABLE notices (id text PRIMARY KEY, kind text NOT NULL, title text NOT NULL, detail text NOT NULL, date timestamptz NOT NULL);
