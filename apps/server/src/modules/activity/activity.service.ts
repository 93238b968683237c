import type { Activity } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import * as repo from './activity.repository.ts';

export async function recent(ctx: AppContext, userId: string, limit: number): Promise<Activity[]> {
  const rows = await repo.listActivity(ctx.db, userId, limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    detail: r.detail,
    link: r.link,
    at: new Date(r.created_at).toISOString(),
  }));
}

export const record = (ctx: AppContext, userId: string, a: Parameters<typeof repo.insertActivity>[2]) =>
  repo.insertActivity(ctx.db, userId, a);
