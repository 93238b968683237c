/**
 * The server's VAPID key pair (RFC 8292), which signs every push so push services know it comes from us. From
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise made at first start and kept in the database (`app_meta`),
 * the private key sealed with SECRETS_KEY, the way the SECRETS_KEY check value is kept (lib/secret-box.ts): the first
 * process to insert wins, every other process (and every later start) reads the same pair back. A pair that changes
 * would orphan every browser's subscription, so it must outlive restarts, and the database is what every process of a
 * deployment shares (a file in DATA_DIR is not, with DATABASE_URL).
 */
import webpush from 'web-push';
import type { AppContext } from '../../context.ts';
import { checkValue } from '../../lib/secret-box.repository.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const META_KEY = 'vapid_keys';

export async function loadVapid(ctx: Pick<AppContext, 'config' | 'db' | 'secrets'>): Promise<Vapid> {
  const subject = ctx.config.VAPID_SUBJECT ?? `mailto:${ctx.config.SUPPORT_EMAIL}`;
  if (ctx.config.VAPID_PUBLIC_KEY && ctx.config.VAPID_PRIVATE_KEY)
    return { publicKey: ctx.config.VAPID_PUBLIC_KEY, privateKey: ctx.config.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  const stored = await checkValue(ctx.db, META_KEY, ctx.secrets.seal(JSON.stringify(made), META_KEY));
  const keys = JSON.parse(ctx.secrets.open(stored, META_KEY)) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}
