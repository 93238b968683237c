import { z } from 'zod';

export const NotificationType = z.enum(['ticket', 'billing', 'system', 'sky', 'catalog', 'community']);
export type NotificationType = z.infer<typeof NotificationType>;

/** The spec's notification (§3): id, type, title, message, timestamp, read; plus a link to what it is about. */
export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'Invalid cursor' })
    .optional(),
});

export const NotificationList = z.object({
  items: z.array(Notification),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unreadCount: z.number().int() });
