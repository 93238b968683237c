-- Facts about the installation itself, e.g. a value sealed with the secrets key, so a start with the wrong key is refused.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
