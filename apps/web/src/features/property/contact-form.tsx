'use client';

import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session-context';
import { browserApi } from '@/lib/api/client';
import { checkContactMessage, type ContactErrors, type ContactValues } from './contact-message';

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * A message to the poster, stored and mailed by the api rather than left to a mailto link
 * (docs/product/screens.md#contact-form).
 */
export function ContactForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  const t = useTranslations('contact');
  const tv = useTranslations('validation');
  const toast = useToast();
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<ContactValues>(() => ({
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    message: t('defaultMessage', { title: propertyTitle }),
  }));
  // Like the other forms: checked on submit, then again on every change until it passes.
  const [errors, setErrors] = useState<ContactErrors | null>(null);

  if (sent)
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-xl bg-success-soft p-5 text-center"
      >
        <CheckCircle2 className="size-8 text-success" aria-hidden />
        <p className="font-medium text-fg">{t('sent')}</p>
        <p className="text-sm text-muted">{t('sentText')}</p>
      </div>
    );

  const change = (key: keyof ContactValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors) setErrors(checkContactMessage(next).errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkContactMessage(values);
    setErrors(checked.errors);
    const firstInvalid = FIELDS.find((key) => checked.errors[key]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await browserApi.sendContactMessage({
        ...checked.values,
        subject: t('subject', { title: propertyTitle }),
        propertyId,
      });
      setSent(true);
    } catch (caught) {
      toast({
        title: t('failed'),
        description: caught instanceof Error ? caught.message : undefined,
        tone: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const control = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    'aria-invalid': !!errors?.[key],
    'aria-describedby': errors?.[key] ? `contact-${key}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });
  const error = (key: keyof ContactValues) => (errors?.[key] ? tv(errors[key]) : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-fg">{t('title')}</h2>
      <Field label={t('name')} htmlFor="contact-name" error={error('name')}>
        <Input autoComplete="name" maxLength={200} {...control('name')} />
      </Field>
      <Field label={t('email')} htmlFor="contact-email" error={error('email')}>
        <Input type="email" autoComplete="email" maxLength={254} {...control('email')} />
      </Field>
      <Field label={t('message')} htmlFor="contact-message" error={error('message')}>
        <Textarea rows={4} maxLength={5000} {...control('message')} />
      </Field>
      <Button type="submit" variant="secondary" className="h-11" disabled={submitting}>
        {submitting ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
