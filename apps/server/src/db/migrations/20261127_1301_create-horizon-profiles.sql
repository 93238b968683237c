-- Horizon profiles (issue 35): the skyline's altitude by azimuth at a place, drawn or imported; no row = flat.
CREATE TABLE horizon_profiles (
  place_id uuid PRIMARY KEY REFERENCES places(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('drawn', 'heywhatsthat', 'pvgis')),
  points jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
