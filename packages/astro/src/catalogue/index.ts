export * from './object-meta.ts';
export * from './satcat.ts';
export { nominalMetaFor, type NominalMeta } from './nominal-meta.ts';
export { satcatOwner, type SatcatOwner } from './owners.ts';
export * from './element-age.ts';
