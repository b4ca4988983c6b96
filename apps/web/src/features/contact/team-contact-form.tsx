'use client';

import '@/lib/zod-jitless';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session-context';
import { browserApi } from '@/lib/api/client';

const schema = z.object({
  name: z.string().trim().min(1, 'required').max(200),
  email: z.email('email'),
  subject: z.string().trim().min(1, 'required').max(300),
  message: z.string().trim().min(1, 'required').max(5000),
});
type Values = z.input<typeof schema>;

/** A message to the Sakhli team (POST /api/contact without a listing). */
export function TeamContactForm() {
  const t = useTranslations('contactPage');
  const tc = useTranslations('contact');
  const tv = useTranslations('validation');
  const toast = useToast();
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}` : '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (key: string | undefined) => (key ? tv(key as 'required') : undefined);
  if (sent)
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl bg-success-soft p-4 text-fg">
        <CheckCircle2 className="size-5 text-success" aria-hidden />
        {t('sent')}
      </p>
    );
  const submit = form.handleSubmit(async (values) => {
    try {
      await browserApi.sendContactMessage(values);
      setSent(true);
    } catch (caught) {
      toast({
        title: tc('failed'),
        description: caught instanceof Error ? caught.message : undefined,
        tone: 'error',
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={tc('name')} htmlFor="team-name" error={error(errors.name?.message)}>
        <Input id="team-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
      </Field>
      <Field label={tc('email')} htmlFor="team-email" error={error(errors.email?.message)}>
        <Input
          id="team-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field
        label={t('subject')}
        htmlFor="team-subject"
        error={error(errors.subject?.message)}
        className="sm:col-span-2"
      >
        <Input id="team-subject" aria-invalid={!!errors.subject} {...form.register('subject')} />
      </Field>
      <Field
        label={tc('message')}
        htmlFor="team-message"
        error={error(errors.message?.message)}
        className="sm:col-span-2"
      >
        <Textarea id="team-message" rows={6} aria-invalid={!!errors.message} {...form.register('message')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? tc('sending') : tc('send')}
        </Button>
      </div>
    </form>
  );
}
