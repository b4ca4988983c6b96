import { TBILISI_STREETS, findStreet, type CornerBuildingList } from '@tbilisi/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireModerator } from '@/features/auth/guards';
import { AddCornerForm, RemoveCornerButton } from '@/features/moderation/corner-buildings';
import { ModerationPageHead } from '@/features/moderation/moderation-page-head';
import { withClientMessages } from '@/i18n/client-messages';
import { serverApi } from '@/lib/api/server';
import { formatDate } from '@/lib/format';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'corners' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A taxonomy street's name in the page's language. */
function streetName(id: string, locale: string): string {
  const street = findStreet(id);
  if (!street) return id;
  return locale === 'en' ? street.name_en : locale === 'ru' ? street.name_ru : street.name_ka;
}

/**
 * Moderators only: the corner buildings the duplicate check knows (decision 026), learned from confirmed pairs or
 * added here, each removable when learned wrongly, and a form to add one.
 */
async function CornersPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireModerator(locale, '/moderation/corners');
  const t = await getTranslations('corners');
  const corners: CornerBuildingList | null = await (await serverApi()).cornerBuildings().catch(() => null);
  const streets = TBILISI_STREETS.map((street) => ({
    id: street.id,
    name: streetName(street.id, locale),
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <ModerationPageHead back={t('back')} title={t('title')} subtitle={t('subtitle')} />

      <section aria-labelledby="add-corner" className="mb-10">
        <h2 id="add-corner" className="mb-3 text-xl font-semibold text-fg">
          {t('addTitle')}
        </h2>
        <AddCornerForm streets={streets} />
      </section>

      <section aria-labelledby="known-corners">
        <h2 id="known-corners" className="mb-3 text-xl font-semibold text-fg">
          {t('listTitle')}
        </h2>
        {!corners ? (
          <p role="alert" className="text-danger">
            {t('loadFailed')}
          </p>
        ) : corners.items.length === 0 ? (
          <p className="text-muted">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="corner-buildings">
            {corners.items.map((corner) => {
              const label = t('pair', {
                first: `${streetName(corner.street_id, locale)} ${corner.house}`,
                second: `${streetName(corner.other_street_id, locale)} ${corner.other_house}`,
              });
              return (
                <li
                  key={`${corner.street_id} ${corner.house} ${corner.other_street_id} ${corner.other_house}`}
                  className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-medium text-fg">{label}</p>
                    <p className="text-xs text-muted">
                      {corner.confirmed_by
                        ? t('addedBy', {
                            name: corner.confirmed_by,
                            date: formatDate(corner.created_at, locale),
                          })
                        : t('added', { date: formatDate(corner.created_at, locale) })}
                    </p>
                  </div>
                  <RemoveCornerButton
                    corner={{
                      street_id: corner.street_id,
                      house: corner.house,
                      other_street_id: corner.other_street_id,
                      other_house: corner.other_house,
                    }}
                    label={label}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withClientMessages(['corners'], CornersPage);
