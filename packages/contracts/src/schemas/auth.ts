import { z } from 'zod';
import type { Sendable } from './common';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { USER_ROLES } from '../enums';

/** The session cookie the api sets on sign-in and the web forwards when it renders a page for the visitor. */
export const SESSION_COOKIE = 'sakhli_session';

/** GET /api/auth/me, and the user of every sign-in answer. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.output<typeof userSchema>;

const trimmed = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max),
  );

export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.email({ error: 'Enter a valid e-mail address' }).max(254),
);

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const phoneField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'Phone is required' })
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number, for example +995 555 12 34 56'),
);

// Anyone may sign up as a tenant, owner, agent or developer; moderators are named, not registered.
const SELF_SERVICE_ROLES = USER_ROLES.filter((role) => role !== 'moderator') as [
  'tenant',
  'owner',
  'agent',
  'developer',
];

export const registerBody = z.object({
  email: emailField,
  password: passwordField,
  first_name: trimmed('First name', 100),
  last_name: trimmed('Last name', 100),
  phone: phoneField,
  role: z
    .enum(SELF_SERVICE_ROLES, { error: `Role must be one of: ${SELF_SERVICE_ROLES.join(', ')}` })
    .default('tenant'),
  rememberMe: z.boolean().optional(),
});

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  rememberMe: z.boolean().optional(),
});

export const updateProfileBody = z.object({
  first_name: trimmed('First name', 100).optional(),
  last_name: trimmed('Last name', 100).optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
});

export const forgotPasswordBody = z.object({ email: emailField });

// `password` is accepted as another name for `new_password` (docs/product/accounts.md#password-reset).
export const resetPasswordBody = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('new_password' in body) && 'password' in body
      ? { ...body, new_password: (body as { password: unknown }).password }
      : body,
  z.object({
    token: z.string({ error: 'Token is required' }).min(10, 'Token is required').max(200),
    new_password: passwordField,
  }),
);

export const verifyEmailBody = z.object({
  token: z.string({ error: 'Token is required' }).min(10, 'Token is required').max(200),
});

export const authResponse = z.object({
  user: userSchema,
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type AuthResponse = z.output<typeof authResponse>;

// What clients send (z.input: before defaults and trimming).
type Registration = z.output<typeof registerBody>;
/** `role` may be left out: a new account is a tenant's. */
export type RegisterBody = Sendable<Omit<Registration, 'role'> & Partial<Pick<Registration, 'role'>>>;
export type LoginBody = Sendable<z.output<typeof loginBody>>;
export type UpdateProfileBody = Sendable<z.output<typeof updateProfileBody>>;
export type ForgotPasswordBody = Sendable<z.output<typeof forgotPasswordBody>>;
export type ResetPasswordBody = { token: string; new_password: string };
export type VerifyEmailBody = Sendable<z.output<typeof verifyEmailBody>>;
