'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  DISTRICTS,
  FEATURES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
} from '@tbilisi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Property } from '@tbilisi/contracts';
import { nodeName } from '@/lib/locations';
import { DuplicateConflictAlert } from './duplicate-conflict';
import { DuplicateNotice, DuplicateReminder } from './duplicate-notice';
import { EstimateNotice } from './estimate-notice';
import {
  emptyListing,
  listingFromProperty,
  listingSchema,
  toPayload,
  type ListingValues,
} from './listing-schema';
import { LocationPin } from './location-pin';
import type { PhotoItem } from './photo-list';
import { PhotoUploader } from './photo-uploader';
import { StreetField } from './street-field';
import { createListing, duplicateOf, photosOf, updateListing } from './save-listing';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 sm:p-7">
      <h2 className="mb-5 text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** Schema messages are `key` or `key:min:max`; this puts them into words. */
function useFieldError() {
  const tv = useTranslations('validation');
  return (message: string | undefined) => {
    if (!message) return undefined;
    const [key, min, max] = message.split(':');
    if (key === 'between') return tv('between', { min: min!, max: max! });
    if (key === 'min') return tv('min', { min: min! });
    if (key === 'max') return tv('max', { max: min! });
    return tv.has(key as 'required') ? tv(key as 'required') : message;
  };
}

export function ListingForm({ property, defaultPhone }: { property?: Property; defaultPhone: string }) {
  const t = useTranslations('listingForm');
  const tType = useTranslations('propertyType');
  const tDeal = useTranslations('deal');
  const tReno = useTranslations('renovation');
  const tFeature = useTranslations('feature');
  const tc = useTranslations('common');
  const locale = useLocale();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorText = useFieldError();
  const [photos, setPhotos] = useState<PhotoItem[]>(() => (property ? photosOf(property) : []));
  const [duplicateConflict, setDuplicateConflict] = useState<number | null>(null);
  const editing = property !== undefined;

  const form = useForm<ListingValues>({
    resolver: zodResolver(listingSchema()),
    defaultValues: property ? listingFromProperty(property) : emptyListing(defaultPhone),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const district = DISTRICTS.find((d) => d.slug === form.watch('state'));
  const listingType = form.watch('listing_type');
  const isLease = listingType === 'rent' || listingType === 'daily_rent';
  const tProjects = useTranslations('projects');
  // The projects of the poster's developer organisation, to link the flat to one (none for everyone else).
  const myProjects = useQuery({
    queryKey: ['projects', 'mine'],
    queryFn: () => browserApi.myProjects(),
    staleTime: 60_000,
  });
  const projectChoices = myProjects.data?.items ?? [];

  const input = (
    name: FieldPath<ListingValues>,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      placeholder?: string;
      step?: string;
      className?: string;
      hint?: string;
      inputMode?: 'numeric' | 'decimal' | 'tel';
    } = {},
  ) => {
    const id = `listing-${name}`;
    const message = errorText(errors[name as keyof ListingValues]?.message as string | undefined);
    return (
      <Field
        label={label}
        htmlFor={id}
        error={message}
        required={options.required}
        className={options.className}
        hint={options.hint}
      >
        <Input
          id={id}
          type={options.type ?? 'text'}
          step={options.step}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : options.hint ? `${id}-hint` : undefined}
          {...form.register(name)}
        />
      </Field>
    );
  };
  const toggle = (
    name:
      | 'is_furnished'
      | 'pets_allowed'
      | 'smoking_allowed'
      | 'is_available'
      | 'is_new_building'
      | 'show_cadastral_code',
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={`listing-${name}`}
          checked={field.value}
          onCheckedChange={field.onChange}
          label={label}
        />
      )}
    />
  );
  const listToggle = (name: 'features', code: string, label: string) => (
    <Controller
      key={code}
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={`listing-${name}-${code}`}
          checked={(field.value as string[]).includes(code)}
          onCheckedChange={(on) =>
            field.onChange(
              on ? [...field.value, code] : (field.value as string[]).filter((value) => value !== code),
            )
          }
          label={label}
        />
      )}
    />
  );

  const submit = form.handleSubmit(
    async (values) => {
      if (photos.some((photo) => photo.status === 'uploading')) {
        toast({ title: t('waitForUploads') });
        return;
      }
      setDuplicateConflict(null);
      try {
        const saved = editing
          ? await updateListing(property, toPayload(values), photos)
          : await createListing(toPayload(values), photos);
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        toast(
          editing
            ? { title: t('updated'), tone: 'success' }
            : { title: t('created'), description: t('createdText'), tone: 'success' },
        );
        router.push(`/property/${saved.id}`);
        router.refresh();
      } catch (error) {
        // The poster's own listing of this property: said at the form's top; the values stay as typed.
        const duplicate = duplicateOf(error);
        if (duplicate !== null) return setDuplicateConflict(duplicate);
        if (error instanceof ApiError)
          for (const [field, text] of Object.entries(error.fieldErrors))
            if (field in values) form.setError(field as keyof ListingValues, { message: text });
        toast({
          title: editing ? t('updateFailed') : t('createFailed'),
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        });
      }
    },
    () => toast({ title: t('missingTitle'), description: t('missingText'), tone: 'error' }),
  );

  const select = (name: FieldPath<ListingValues>, label: string, options: ReactNode, required = false) => {
    const id = `listing-${name}`;
    const message = errorText(errors[name as keyof ListingValues]?.message as string | undefined);
    return (
      <Field label={label} htmlFor={id} error={message} required={required}>
        <Select id={id} aria-invalid={!!message} {...form.register(name)}>
          {options}
        </Select>
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {duplicateConflict !== null ? <DuplicateConflictAlert listingId={duplicateConflict} /> : null}
      <Section title={t('basics')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {input('title', t('title'), {
            required: true,
            placeholder: t('titlePlaceholder'),
            className: 'sm:col-span-2',
          })}
          <Field
            label={t('description')}
            htmlFor="listing-description"
            error={errorText(errors.description?.message)}
            className="sm:col-span-2"
          >
            <Textarea id="listing-description" rows={6} {...form.register('description')} />
          </Field>
          {select(
            'property_type',
            t('propertyType'),
            PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {tType(type)}
              </option>
            )),
            true,
          )}
          {select(
            'listing_type',
            t('listingType'),
            LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {tDeal(type)}
              </option>
            )),
            true,
          )}
          {listingType === 'sale' ? (
            <div className="sm:col-span-2">{toggle('is_new_building', t('newBuilding'))}</div>
          ) : null}
          {projectChoices.length || form.watch('project_id') ? (
            <div className="sm:col-span-2">
              {select(
                'project_id',
                tProjects('listingProject'),
                <>
                  <option value="">{tProjects('listingNoProject')}</option>
                  {projectChoices.map((project) => (
                    <option key={project.id} value={String(project.id)}>
                      {(locale === 'en' ? project.name_en : locale === 'ru' ? project.name_ru : '') ||
                        project.name_ka}
                    </option>
                  ))}
                </>,
              )}
              <p className="mt-1 text-xs text-muted">{tProjects('listingProjectHint')}</p>
            </div>
          ) : null}
          <details className="group rounded-xl border border-border p-4 sm:col-span-2">
            <summary className="cursor-pointer text-sm font-medium text-fg">{t('translations')}</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {input('title_en', t('titleEn'))}
              {input('title_ru', t('titleRu'))}
              <Field label={t('descriptionEn')} htmlFor="listing-description_en">
                <Textarea id="listing-description_en" lang="en" {...form.register('description_en')} />
              </Field>
              <Field label={t('descriptionRu')} htmlFor="listing-description_ru">
                <Textarea id="listing-description_ru" lang="ru" {...form.register('description_ru')} />
              </Field>
            </div>
          </details>
        </div>
      </Section>

      <Section title={t('location')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <StreetField form={form} errorText={errorText} />
          <Field
            label={t('district')}
            htmlFor="listing-state"
            error={errorText(errors.state?.message)}
            required
          >
            <Select
              id="listing-state"
              aria-invalid={!!errors.state}
              {...form.register('state', { onChange: () => form.setValue('urban_area', '') })}
            >
              <option value="">{t('chooseDistrict')}</option>
              {DISTRICTS.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {nodeName(d, locale)}
                </option>
              ))}
            </Select>
          </Field>
          {select(
            'urban_area',
            t('neighbourhood'),
            <>
              <option value="">{t('chooseNeighbourhood')}</option>
              {(district?.neighbourhoods ?? []).map((n) => (
                <option key={n.slug} value={n.slug}>
                  {nodeName(n, locale)}
                </option>
              ))}
            </>,
          )}
          {input('city', t('city'), { required: true })}
          {input('zip_code', t('zip'), { inputMode: 'numeric' })}
          {input('cadastral_code', t('cadastralCode'), { className: 'sm:col-span-2' })}
          {input('unit_cadastral_code', t('unitCadastralCode'), {
            placeholder: t('unitCadastralPlaceholder'),
            hint: t('unitCadastralHint'),
          })}
          {input('flat_number', t('flatNumber'), { hint: t('flatNumberHint') })}
          <div className="sm:col-span-2">{toggle('show_cadastral_code', t('showCadastralCode'))}</div>
          <LocationPin form={form} errorText={errorText} />
        </div>
      </Section>

      <DuplicateNotice control={form.control} photos={photos} property={property} />

      <Section title={t('details')}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {input('rent_amount', t('price'), { required: true, type: 'number', inputMode: 'decimal' })}
          {select(
            'currency',
            t('currency'),
            CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c === 'GEL' ? '₾ GEL' : '$ USD'}
              </option>
            )),
          )}
          {isLease ? input('security_deposit', t('deposit'), { type: 'number', inputMode: 'decimal' }) : null}
          {isLease
            ? input('lease_duration', t('leaseDuration'), { type: 'number', inputMode: 'numeric' })
            : null}
          {input('square_feet', t('area'), { type: 'number', inputMode: 'decimal' })}
          {input('rooms', t('rooms'), { type: 'number', inputMode: 'numeric' })}
          {input('bedrooms', t('bedrooms'), { type: 'number', inputMode: 'numeric' })}
          {input('bathrooms', t('bathrooms'), { type: 'number', step: '0.5', inputMode: 'decimal' })}
          {input('floor', t('floor'), { type: 'number', inputMode: 'numeric' })}
          {input('total_floors', t('totalFloors'), { type: 'number', inputMode: 'numeric' })}
          {input('yard_area', t('yardArea'), { type: 'number', inputMode: 'decimal' })}
          {select(
            'renovation_status',
            t('renovation'),
            <>
              <option value="">{t('chooseRenovation')}</option>
              {RENOVATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {tReno(status)}
                </option>
              ))}
            </>,
          )}
          {input('year_built', t('yearBuilt'), { type: 'number', inputMode: 'numeric' })}
          {input('parking_spaces', t('parking'), { type: 'number', inputMode: 'numeric' })}
          {input('utilities_included', t('utilities'), { placeholder: t('utilitiesPlaceholder') })}
          {input('contact_phone', t('contactPhone'), { type: 'tel', inputMode: 'tel' })}
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {toggle('is_furnished', t('furnished'))}
          {toggle('pets_allowed', t('pets'))}
          {toggle('smoking_allowed', t('smoking'))}
          {toggle('is_available', t('available'))}
        </div>
      </Section>

      <EstimateNotice control={form.control} />

      <Section title={t('extras')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => listToggle('features', feature, tFeature(feature)))}
        </div>
      </Section>

      <Section title={t('images')}>
        <PhotoUploader photos={photos} onChange={setPhotos} />
      </Section>

      <DuplicateReminder control={form.control} photos={photos} property={property} />
      <div className="sticky bottom-0 z-20 -mx-4 flex justify-end gap-3 border-t border-border bg-bg/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">{tc('cancel')}</Link>
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {editing
            ? isSubmitting
              ? t('updating')
              : t('update')
            : isSubmitting
              ? t('publishing')
              : t('publish')}
        </Button>
      </div>
    </form>
  );
}
