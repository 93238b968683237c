/** Cartesian 3-vector; units are stated by each function that returns one. */
export type Vec3 = [number, number, number];
