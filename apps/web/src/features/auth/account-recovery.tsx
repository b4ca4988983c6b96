'use client';

import '@/lib/zod-jitless';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { forgotSchema, resetSchema } from '@/lib/auth/auth-schemas';
import { FormTextField } from './form-text-field';

function Outcome({
  ok,
  title,
  text,
  children,
}: {
  ok: boolean;
  title: string;
  text?: string;
  children?: React.ReactNode;
}) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <Icon className={ok ? 'size-12 text-success' : 'size-12 text-danger'} aria-hidden />
      <p className="mt-3 text-lg font-semibold text-fg">{title}</p>
      {text ? <p className="mt-1 text-sm text-muted">{text}</p> : null}
      <div className="mt-6 flex w-full flex-col gap-2">{children}</div>
    </div>
  );
}

export function ForgotPasswordForm() {
  const t = useTranslations('forgot');
  const ta = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (sentTo)
    return (
      <div role="status" className="flex flex-col items-center text-center">
        <MailCheck className="size-12 text-primary" aria-hidden />
        <p className="mt-3 text-lg font-semibold text-fg">{t('sentTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('sentText', { email: sentTo })}</p>
        <div className="mt-6 flex w-full flex-col gap-2">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('resend')}
          </Button>
          <Button asChild variant="ghost">
            <Link href="/auth">{t('backToLogin')}</Link>
          </Button>
        </div>
      </div>
    );

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await browserApi.forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('failed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('text')}</p>
      <FormTextField
        form={form}
        name="email"
        id="forgot-email"
        label={ta('email')}
        type="email"
        autoComplete="email"
      />
      {errors.root ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('failed')}: {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </Button>
      <Link href="/auth" className="text-center text-sm font-medium text-primary hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('reset');
  const tf = useTranslations('forgot');
  const [done, setDone] = useState(false);
  const form = useForm<{ password: string; confirmPassword: string }>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token)
    return (
      <Outcome ok={false} title={t('missingToken')}>
        <Button asChild variant="outline">
          <Link href="/forgot-password">{tf('send')}</Link>
        </Button>
      </Outcome>
    );
  if (done)
    return (
      <Outcome ok title={t('success')}>
        <Button asChild>
          <Link href="/auth">{tf('backToLogin')}</Link>
        </Button>
      </Outcome>
    );

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await browserApi.resetPassword(token, password);
      setDone(true);
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('failed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {(['password', 'confirmPassword'] as const).map((name) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={name === 'password' ? 'reset-password' : 'reset-confirm'}
          label={name === 'password' ? t('newPassword') : t('confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
      ))}
      {errors.root ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('failed')}: {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations('verify');
  const [state, setState] = useState<'pending' | 'ok' | 'failed'>(token ? 'pending' : 'failed');
  const started = useRef(false);
  useEffect(() => {
    // Tokens are single-use: React's development double effect must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    browserApi.verifyEmail(token).then(
      () => setState('ok'),
      () => setState('failed'),
    );
  }, [token]);
  if (state === 'pending') return <Spinner label={t('verifying')} className="text-muted" />;
  return (
    <Outcome ok={state === 'ok'} title={state === 'ok' ? t('success') : t('failed')}>
      <Button asChild>
        <Link href="/dashboard">{t('continue')}</Link>
      </Button>
    </Outcome>
  );
}
