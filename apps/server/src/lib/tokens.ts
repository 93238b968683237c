import { hash, randomBytes } from 'node:crypto';

/** 256-bit opaque token, URL-safe. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
/** One-shot SHA-256 (hex): it runs on every authenticated request, and skips building a Hash object. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
