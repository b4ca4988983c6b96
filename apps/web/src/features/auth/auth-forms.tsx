'use client';

import '@/lib/zod-jitless';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session-context';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { loginSchema, registerSchema, type LoginValues, type RegisterValues } from '@/lib/auth/auth-schemas';
import { FormTextField } from './form-text-field';
import { useErrorMessage } from '@/lib/auth/use-error-message';

const tabClass =
  'flex-1 rounded-lg py-2 text-sm font-medium text-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

function useSignedIn(next: string) {
  const { setUser } = useSession();
  const router = useRouter();
  return (user: Parameters<typeof setUser>[0]) => {
    setUser(user);
    router.replace(next);
    router.refresh();
  };
}

function LoginForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const toast = useToast();
  const signedIn = useSignedIn(next);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await browserApi.login(values);
      toast({ title: t('welcomeBack'), description: t('loggedIn'), tone: 'success' });
      signedIn(user);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status < 500 ? error.message : t('checkCredentials');
      form.setError('root', { message: description });
      toast({ title: t('loginFailed'), description, tone: 'error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormTextField
        form={form}
        name="email"
        id="login-email"
        label={t('email')}
        type="email"
        autoComplete="email"
      />
      <FormTextField
        form={form}
        name="password"
        id="login-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
      />
      <div className="flex items-center justify-between gap-3">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('rememberMe')}
            />
          )}
        />
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          {t('forgotPassword')}
        </Link>
      </div>
      {errors.root ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1">
        {isSubmitting ? t('signingIn') : t('signInButton')}
      </Button>
    </form>
  );
}

function RegisterForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const toast = useToast();
  const message = useErrorMessage();
  const signedIn = useSignedIn(next);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const agreed = form.watch('agreeToTerms');
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await browserApi.register({
        email: values.email,
        password: values.password,
        first_name: values.firstName,
        last_name: values.lastName,
        phone: values.phone,
        role: 'tenant',
      });
      toast({
        title: t('registered'),
        description: t('registeredText', { name: user.first_name }),
        tone: 'success',
      });
      signedIn(user);
    } catch (error) {
      const fields: Record<string, keyof RegisterValues> = {
        email: 'email',
        password: 'password',
        phone: 'phone',
        first_name: 'firstName',
        last_name: 'lastName',
      };
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          const name = fields[field];
          if (name) form.setError(name, { message: text });
        }
      }
      const description = error instanceof ApiError && error.status < 500 ? error.message : t('tryLater');
      toast({ title: t('registrationFailed'), description, tone: 'error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          id="register-first"
          label={t('firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          form={form}
          name="lastName"
          id="register-last"
          label={t('lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <FormTextField
        form={form}
        name="email"
        id="register-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        form={form}
        name="phone"
        id="register-phone"
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('phonePlaceholder')}
        required
      />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={name === 'password' ? 'register-password' : 'register-confirm'}
          label={t(name)}
          type="password"
          autoComplete="new-password"
          required
        />
      ))}
      <div>
        <Controller
          control={form.control}
          name="agreeToTerms"
          render={({ field }) => (
            <Checkbox
              id="register-terms"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t.rich('agreeTerms', {
                terms: (chunks) => (
                  <Link href="/terms-of-service" target="_blank" className="text-primary underline">
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link href="/privacy-policy" target="_blank" className="text-primary underline">
                    {chunks}
                  </Link>
                ),
              })}
            />
          )}
        />
        {errors.agreeToTerms ? (
          <p role="alert" className="mt-1.5 text-sm text-danger">
            {message(errors.agreeToTerms.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting || !agreed} className="mt-1">
        {isSubmitting ? t('registering') : t('registerButton')}
      </Button>
    </form>
  );
}

export function AuthForms({ next, initialTab }: { next: string; initialTab: 'login' | 'register' }) {
  const t = useTranslations('auth');
  return (
    <Tabs.Root defaultValue={initialTab}>
      <Tabs.List aria-label={t('title')} className="mb-6 flex gap-1 rounded-xl bg-surface-2 p-1">
        <Tabs.Trigger value="login" className={tabClass}>
          {t('signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={tabClass}>
          {t('register')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <LoginForm next={next} />
      </Tabs.Content>
      <Tabs.Content value="register">
        <RegisterForm next={next} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
