'use client';

import type { MyOrganisation, OrganisationListings } from '@tbilisi/contracts';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { organisationPath } from '@/components/poster-line';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { Link } from '@/i18n/navigation';
import { browserApi, type ApiKey } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { OrganisationLogo } from './organisation-logo';

interface Loaded {
  mine: MyOrganisation | null;
  listings: OrganisationListings | null;
  keys: ApiKey[];
}

/**
 * The dashboard's company section: create the company page, or (as a member) see its listings and views; the owner
 * also invites and removes agents and makes and revokes partner feed keys. An invitation link lands here with its
 * token and is accepted at once.
 */
export function OrganisationDashboard({ invitationToken }: { invitationToken?: string }) {
  const t = useTranslations('organisationDashboard');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const mine = await browserApi.myOrganisation().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    const [listings, keys] = mine
      ? await Promise.all([
          browserApi.organisationListings(),
          mine.role === 'owner' ? browserApi.apiKeys().then((answer) => answer.items) : Promise.resolve([]),
        ])
      : [null, []];
    setLoaded({ mine, listings, keys });
  }, []);

  useEffect(() => {
    (async () => {
      if (invitationToken) {
        try {
          const joined = await browserApi.acceptInvitation(invitationToken);
          setNotice(t('joined', { name: joined.organisation.name_ka }));
        } catch {
          setNotice(t('joinFailed'));
        }
      }
      await reload();
    })().catch(() => setNotice(t('failed')));
  }, [invitationToken, reload, t]);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) setNotice(done);
      await reload();
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : t('failed'));
    }
  };

  if (!loaded) return <p className="text-muted">…</p>;
  const { mine, listings, keys } = loaded;

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void act(
      () =>
        browserApi.createOrganisation({
          kind: text('kind') === 'developer' ? 'developer' : 'agency',
          name_ka: text('name_ka'),
          name_en: text('name_en'),
          name_ru: text('name_ru'),
          phone: text('phone'),
          address: text('address'),
          description_en: text('description_en'),
        }),
      t('created'),
    );
  };

  return (
    <div className="flex flex-col gap-8">
      {notice ? (
        <p role="status" className="rounded-xl bg-surface-2 px-4 py-3 text-fg">
          {notice}
        </p>
      ) : null}
      {!mine ? (
        <form onSubmit={create} className="grid max-w-2xl gap-4 sm:grid-cols-2" aria-label={t('create')}>
          <p className="text-muted sm:col-span-2">{t('intro')}</p>
          <Field label={t('kind')} htmlFor="org-kind">
            <Select id="org-kind" name="kind" defaultValue="agency">
              <option value="agency">{t('agency')}</option>
              <option value="developer">{t('developer')}</option>
            </Select>
          </Field>
          <Field label={t('nameKa')} htmlFor="org-name_ka">
            <Input id="org-name_ka" name="name_ka" required maxLength={200} />
          </Field>
          <Field label={t('nameEn')} htmlFor="org-name_en">
            <Input id="org-name_en" name="name_en" maxLength={200} />
          </Field>
          <Field label={t('nameRu')} htmlFor="org-name_ru">
            <Input id="org-name_ru" name="name_ru" maxLength={200} />
          </Field>
          <Field label={t('phone')} htmlFor="org-phone">
            <Input id="org-phone" name="phone" maxLength={40} />
          </Field>
          <Field label={t('address')} htmlFor="org-address">
            <Input id="org-address" name="address" maxLength={300} />
          </Field>
          <Field label={t('descriptionEn')} className="sm:col-span-2" htmlFor="org-description_en">
            <Input id="org-description_en" name="description_en" maxLength={5000} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit">{t('create')}</Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-fg">{mine.organisation.name_ka}</h2>
            <Link href={organisationPath(mine.organisation)} className="text-primary hover:underline">
              {t('publicPage')}
            </Link>
          </div>
          {mine.role === 'agent' ? <p className="text-muted">{t('agentNote')}</p> : null}
          {mine.role === 'owner' ? (
            <OrganisationLogo organisation={mine.organisation} onSaved={reload} />
          ) : null}

          <section aria-labelledby="org-members">
            <h3 id="org-members" className="mb-2 font-medium text-fg">
              {t('members')}
            </h3>
            <ul className="divide-y divide-border rounded-xl border border-border">
              {mine.organisation.members.map((member) => (
                <li key={member.user_id} className="flex items-center justify-between gap-3 px-4 py-2">
                  <span>
                    {member.first_name} {member.last_name} · {t(member.role)}
                  </span>
                  {mine.role === 'owner' && member.role === 'agent' ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void act(() => browserApi.removeMember(member.user_id))}
                    >
                      {t('remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
              {mine.invitations.map((invitation) => (
                <li key={invitation.id} className="px-4 py-2 text-muted">
                  {invitation.email} · {t('pending')}
                </li>
              ))}
            </ul>
            {mine.role === 'owner' ? (
              <form
                className="mt-3 flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const form = event.currentTarget;
                  const email = String(new FormData(form).get('email') ?? '');
                  void act(() => browserApi.inviteAgent(email), t('inviteSent', { email })).then(() =>
                    form.reset(),
                  );
                }}
              >
                <Field label={t('inviteEmail')} htmlFor="org-email">
                  <Input id="org-email" name="email" type="email" required maxLength={254} />
                </Field>
                <Button type="submit">{t('invite')}</Button>
              </form>
            ) : null}
          </section>

          {listings ? (
            <section aria-labelledby="org-listings">
              <h3 id="org-listings" className="mb-1 font-medium text-fg">
                {t('listings')}
              </h3>
              <p className="mb-2 text-sm text-muted">{t('totalViews', { count: listings.total_views })}</p>
              <div className="overflow-x-auto rounded-xl border border-border">
                <table className="w-full text-sm">
                  <thead className="bg-surface-2 text-left text-muted">
                    <tr>
                      <th className="px-3 py-2">#</th>
                      <th className="px-3 py-2">{t('postedBy')}</th>
                      <th className="px-3 py-2">{t('reference')}</th>
                      <th className="px-3 py-2 text-right">{t('views')}</th>
                      <th className="px-3 py-2 text-right">{t('viewsWeek')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {listings.items.map((row) => (
                      <tr key={row.id} className="border-t border-border">
                        <td className="px-3 py-2">
                          <Link href={`/property/${row.id}`} className="hover:underline">
                            {row.title}
                          </Link>
                          {row.status !== 'active' ? (
                            <span className="ml-2 text-muted">({row.status})</span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2">{row.posted_by}</td>
                        <td className="px-3 py-2">{row.reference ?? '—'}</td>
                        <td className="px-3 py-2 text-right">{row.views}</td>
                        <td className="px-3 py-2 text-right">{row.views_this_week}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}

          {mine.role === 'owner' ? (
            <section aria-labelledby="org-keys">
              <h3 id="org-keys" className="mb-1 font-medium text-fg">
                {t('keys')}
              </h3>
              <p className="mb-2 text-sm text-muted">{t('keysHint')}</p>
              {newKey ? (
                <p role="status" className="mb-2 rounded-xl bg-surface-2 px-4 py-3">
                  {t('newKey')} <code data-testid="new-api-key">{newKey}</code>
                </p>
              ) : null}
              <ul className="mb-3 divide-y divide-border rounded-xl border border-border">
                {keys.map((key) => (
                  <li key={key.id} className="flex items-center justify-between gap-3 px-4 py-2">
                    <span>
                      {key.name} · <code>{key.prefix}…</code> · {t('lastUsed')}:{' '}
                      {key.last_used_at ? new Date(key.last_used_at).toLocaleString() : t('never')}
                    </span>
                    {key.revoked_at ? (
                      <span className="text-muted">{t('revoked')}</span>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void act(() => browserApi.revokeApiKey(key.id))}
                      >
                        {t('revoke')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const name = String(new FormData(event.currentTarget).get('name') ?? '');
                  void act(async () => setNewKey((await browserApi.createApiKey(name)).key));
                }}
              >
                <Field label={t('keyName')} htmlFor="org-name">
                  <Input id="org-name" name="name" required maxLength={100} />
                </Field>
                <Button type="submit">{t('createKey')}</Button>
              </form>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
