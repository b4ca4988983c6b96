export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
/** Keys of the `validation` messages. */
export type ContactErrors = Partial<Record<keyof ContactValues, 'required' | 'email'>>;

// The api checks the address properly; this only catches what is plainly not one before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact form's checks, without a schema library: this form is on every property page, and zod with
 * react-hook-form would be most of that page's own JavaScript.
 */
export function checkContactMessage(values: ContactValues): {
  values: ContactValues;
  errors: ContactErrors;
} {
  const trimmed = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
  const errors: ContactErrors = {};
  if (!trimmed.name) errors.name = 'required';
  if (!trimmed.email) errors.email = 'required';
  else if (!EMAIL.test(trimmed.email)) errors.email = 'email';
  if (!trimmed.message) errors.message = 'required';
  return { values: trimmed, errors };
}
