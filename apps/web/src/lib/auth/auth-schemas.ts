import '@/lib/zod-jitless';
import { PASSWORD_MIN_LENGTH } from '@tbilisi/contracts';
import { z } from 'zod';

// Messages are keys: `validation.*` unless they name an `auth.*` message.
const required = z.string().trim().min(1, 'required');
const email = z.string().trim().min(1, 'required').pipe(z.email('email'));
const password = z.string().min(PASSWORD_MIN_LENGTH, 'passwordMin').max(256);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'required'),
  rememberMe: z.boolean(),
});
export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    firstName: required.max(100),
    lastName: required.max(100),
    email,
    phone: z
      .string()
      .trim()
      .min(1, 'required')
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone'),
    password,
    confirmPassword: z.string().min(1, 'required'),
    agreeToTerms: z.boolean().refine((agreed) => agreed, 'auth.termsRequired'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordMismatch',
  });
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({ password, confirmPassword: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordMismatch',
  });

export const profileSchema = z.object({
  first_name: required.max(100),
  last_name: required.max(100),
  email,
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone'),
});
export type ProfileValues = z.input<typeof profileSchema>;
