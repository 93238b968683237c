import type { NewsItem } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export const getItems = async (q: Queryable) =>
  (await q.query<{ items: NewsItem[] }>('SELECT items FROM news_state WHERE id = 1'))[0]!.items;

export const saveItems = (q: Queryable, items: NewsItem[]) =>
  q.query('UPDATE news_state SET items = $1::jsonb WHERE id = 1', [JSON.stringify(items)]);
