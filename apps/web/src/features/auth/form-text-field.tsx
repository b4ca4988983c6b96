'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from './password-input';
import { useErrorMessage } from '@/lib/auth/use-error-message';

/**
 * A labelled text or password box of a react-hook-form form, with its translated error underneath and linked to it
 * (aria-invalid, aria-describedby): the block every auth form field used to spell out.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  type = 'text',
  ...input
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'id' | 'name' | 'required'>) {
  const message = useErrorMessage();
  const error = message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const control = {
    id,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...input,
    ...form.register(name),
  };
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      {type === 'password' ? (
        <PasswordInput {...control} />
      ) : (
        <Input type={type} className="h-11" {...control} />
      )}
    </Field>
  );
}
