import { z } from 'zod';
import { LanguageCode } from './settings.ts';

export const Role = z.enum(['user', 'agent', 'admin']);
export type Role = z.infer<typeof Role>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));
/** Length bounds follow OWASP ASVS: at least 8, at most 128 characters, any characters allowed. */
export const Password = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' });

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(100);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const User = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  avatar: z.string().nullable(),
  company: z.string(),
  phone: z.string(),
  /** Where the user says they are, as they wrote it (a display field; observing places are /api/places). */
  location: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: 'Email is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: Email,
  password: Password,
  company: optionalText(200),
  phone: optionalText(40),
  /**
   * The interface language the visitor signed up in (issue 19): stored as the account's Settings language with
   * the account, so the verification email and every later one are written in it. Absent: the default, English.
   */
  language: LanguageCode.optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const ProfileBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  company: optionalText(200),
  phone: optionalText(40),
  location: optionalText(200),
  /** Deprecated: both given, they are saved as the default observing place (see /api/places). */
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  avatar: z.string().trim().max(500).nullable().optional(),
});
export type ProfileBody = z.input<typeof ProfileBody>;

export const AuthResponse = z.object({ user: User, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const MeResponse = z.object({ user: User });
