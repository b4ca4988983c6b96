import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/auth/guards';
import { ProjectEditor } from '@/features/projects/project-editor';
import { serverApi } from '@/lib/api/server';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'projects.dashboard' });
  return { title: t('title'), robots: { index: false } };
}

/** The developer's section of the dashboard: their organisation's projects to create and edit. */
async function DashboardProjectsPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale, '/dashboard/projects');
  const t = await getTranslations('projects.dashboard');
  const mine = await (await serverApi()).myProjects();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-1 mb-8 text-muted">{t('intro')}</p>
      {mine.organisation_id === null ? (
        <p className="rounded-2xl border border-dashed border-border-strong p-8 text-center text-muted">
          {t('notDeveloper')}
        </p>
      ) : (
        <ProjectEditor initial={mine.items} />
      )}
    </div>
  );
}

export default withClientMessages(['projects'], DashboardProjectsPage);
