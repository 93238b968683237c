import type { Queryable } from '../../db/client.ts';

export interface FaqRow {
  id: string;
  question: string;
  answer: string;
}
export interface DocRow {
  id: string;
  title: string;
  href: string;
  summary: string;
  body: string;
  updated_at: Date | string;
}
export interface DiscoveryRow {
  id: string;
  title: string;
  description: string;
  image: string;
  icon: string;
  date_text: string;
}

export const listFaqs = (q: Queryable) => q.query<FaqRow>('SELECT id, question, answer FROM faqs ORDER BY sort');
export const listDocs = (q: Queryable) =>
  q.query<DocRow>('SELECT id, title, href, summary, body, updated_at FROM docs ORDER BY sort');
export const listDiscoveries = (q: Queryable) =>
  q.query<DiscoveryRow>('SELECT id, title, description, image, icon, date_text FROM discoveries ORDER BY sort');
