'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/features/session/session-context';
import { browserApi } from '@/lib/api/client';

const contactSchema = z.object({
  name: z.string().trim().min(1, 'required').max(200),
  email: z.email('email'),
  message: z.string().trim().min(1, 'required').max(5000),
});
type ContactForm = z.input<typeof contactSchema>;

/** Replaces SPEC's mailto "Schedule Viewing": the message is stored and mailed to the poster (POST /api/contact). */
export function ContactForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  const t = useTranslations('contact');
  const tv = useTranslations('validation');
  const toast = useToast();
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactForm>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      message: t('defaultMessage', { title: propertyTitle }),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (key: string | undefined) => (key ? tv(key as 'required') : undefined);

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

  const submit = form.handleSubmit(async (values) => {
    try {
      await browserApi.sendContactMessage({
        ...values,
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
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-fg">{t('title')}</h2>
      <Field label={t('name')} htmlFor="contact-name" error={error(errors.name?.message)}>
        <Input
          id="contact-name"
          autoComplete="name"
          aria-invalid={!!errors.name}
          {...form.register('name')}
        />
      </Field>
      <Field label={t('email')} htmlFor="contact-email" error={error(errors.email?.message)}>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field label={t('message')} htmlFor="contact-message" error={error(errors.message?.message)}>
        <Textarea
          id="contact-message"
          rows={4}
          aria-invalid={!!errors.message}
          {...form.register('message')}
        />
      </Field>
      <Button type="submit" variant="secondary" className="h-11" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
