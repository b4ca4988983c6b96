'use client';

import '@/lib/zod-jitless';

import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASONS } from '@tbilisi/contracts';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session-context';
import { browserApi } from '@/lib/api/client';

// Messages are keys of the `report` / `validation` namespaces, translated where they are shown.
const reportSchema = z.object({
  reportReason: z.enum(REPORT_REASONS, { error: 'reasonRequired' }),
  description: z.string().trim().min(1, 'detailsRequired').max(5000),
  userName: z.string().trim().max(200),
  userEmail: z.union([z.literal(''), z.email('email')]),
});
type ReportForm = z.input<typeof reportSchema>;

/** The report form; loaded by ReportButton the first time someone opens it, with the schema library it needs. */
export default function ReportDialog({
  propertyId,
  propertyTitle,
  open,
  setOpen,
}: {
  propertyId: number;
  propertyTitle: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useTranslations('report');
  const tv = useTranslations('validation');
  const tc = useTranslations('common');
  const toast = useToast();
  const { user } = useSession();
  const form = useForm<ReportForm>({
    resolver: zodResolver(reportSchema),
    defaultValues: {
      reportReason: '' as ReportForm['reportReason'],
      description: '',
      userName: '',
      userEmail: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) =>
    key === undefined ? undefined : key === 'email' ? tv('email') : t(key as 'reasonRequired');

  const submit = form.handleSubmit(async (values) => {
    try {
      await browserApi.sendReport({ propertyId, propertyTitle, ...values });
      toast({ title: t('success'), description: t('successText'), tone: 'success' });
      form.reset();
      setOpen(false);
    } catch (error) {
      toast({
        title: t('failed'),
        description: error instanceof Error ? error.message : undefined,
        tone: 'error',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('title')} description={t('description')} closeLabel={tc('close')}>
        <form id="report-form" onSubmit={submit} noValidate className="flex flex-col gap-4 pb-1">
          <Field
            label={t('reason')}
            htmlFor="report-reason"
            error={message(errors.reportReason?.message)}
            required
          >
            <Select
              id="report-reason"
              aria-invalid={!!errors.reportReason}
              aria-describedby="report-reason-error"
              {...form.register('reportReason')}
            >
              <option value="">{t('chooseReason')}</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('details')}
            htmlFor="report-details"
            error={message(errors.description?.message)}
            required
          >
            <Textarea
              id="report-details"
              aria-invalid={!!errors.description}
              aria-describedby="report-details-error"
              maxLength={5000}
              {...form.register('description')}
            />
          </Field>
          {user ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('name')} htmlFor="report-name">
                <Input id="report-name" autoComplete="name" {...form.register('userName')} />
              </Field>
              <Field label={t('email')} htmlFor="report-email" error={message(errors.userEmail?.message)}>
                <Input
                  id="report-email"
                  type="email"
                  autoComplete="email"
                  aria-invalid={!!errors.userEmail}
                  {...form.register('userEmail')}
                />
              </Field>
            </div>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('sending') : t('submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
