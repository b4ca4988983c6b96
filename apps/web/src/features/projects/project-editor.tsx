'use client';

import {
  CURRENCIES,
  DISTRICTS,
  FRAME_STAGES,
  PROJECT_AMENITIES,
  PROJECT_STATUSES,
  type Project,
  type ProjectCreateBody,
  type ProjectSummary,
} from '@tbilisi/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/field';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { uploadImageFile } from '@/lib/api/upload-image-file';
import { nodeName } from '@/lib/locations';
import { projectName } from './project-text';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const number = (form: FormData, name: string) => Number(text(form, name));

function Labelled({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`flex flex-col gap-1.5 text-sm font-medium text-fg ${wide ? 'sm:col-span-2' : ''}`}>
      {label}
      {children}
    </label>
  );
}

/** A developer's projects: create one, change it, add its flat types (with plans), photos and progress. */
export function ProjectEditor({ initial }: { initial: ProjectSummary[] }) {
  const t = useTranslations('projects');
  const td = useTranslations('projects.dashboard');
  const locale = useLocale();
  const [projects, setProjects] = useState(initial);
  const [current, setCurrent] = useState<Project | null>(null);
  const [creating, setCreating] = useState(initial.length === 0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [district, setDistrict] = useState(DISTRICTS[0]!.slug);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setStatus(null);
    try {
      const result = await work();
      setStatus({ ok: true, message: td('saved') });
      return result;
    } catch (error) {
      setStatus({ ok: false, message: td('failed', { message: (error as Error).message }) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  function show(project: Project) {
    setCurrent(project);
    setCreating(false);
    setDistrict(project.district);
    setProjects((list) => {
      const others = list.filter((item) => item.id !== project.id);
      return [project, ...others];
    });
  }

  async function open(id: number) {
    const project = await run(() => browserApi.getProject(id));
    if (project) show(project);
  }

  async function saveProject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: ProjectCreateBody = {
      name_ka: text(form, 'name_ka'),
      name_en: text(form, 'name_en'),
      name_ru: text(form, 'name_ru'),
      description_ka: text(form, 'description_ka'),
      address: text(form, 'address'),
      latitude: number(form, 'latitude'),
      longitude: number(form, 'longitude'),
      district: text(form, 'district'),
      neighbourhood: text(form, 'neighbourhood') || null,
      delivery_date: text(form, 'delivery_date'),
      status: text(form, 'status') as ProjectCreateBody['status'],
      frame_stage: text(form, 'frame_stage') as ProjectCreateBody['frame_stage'],
      floors: number(form, 'floors'),
      buildings: number(form, 'buildings'),
      amenities: form.getAll('amenities').map(String) as ProjectCreateBody['amenities'],
    };
    const saved = await run(() =>
      current && !creating ? browserApi.updateProject(current.id, body) : browserApi.createProject(body),
    );
    if (saved) show(saved);
  }

  async function addUnitType(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    const plan = form.get('floor_plan');
    const saved = await run(async () => {
      const uploaded = plan instanceof File && plan.size > 0 ? await uploadImageFile(plan) : undefined;
      return browserApi.addUnitType(current.id, {
        rooms: number(form, 'rooms'),
        area_min: number(form, 'area_min'),
        area_max: number(form, 'area_max'),
        currency: text(form, 'currency') as 'GEL' | 'USD',
        price_per_m2: number(form, 'price_per_m2'),
        price_from: number(form, 'price_from'),
        available_units: number(form, 'available_units'),
        total_units: number(form, 'total_units'),
        floor_plan_url: uploaded?.url ?? null,
      });
    });
    if (saved) {
      show(saved);
      element.reset();
    }
  }

  async function addPhotos(event: FormEvent<HTMLFormElement>, kind: 'gallery' | 'progress') {
    event.preventDefault();
    if (!current) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    const files = form.getAll('files').filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length === 0) return;
    const saved = await run(async () => {
      const uploaded = [];
      for (const file of files) uploaded.push(await uploadImageFile(file));
      return browserApi.addProjectPhotos(current.id, {
        kind,
        ...(kind === 'progress' ? { taken_on: text(form, 'taken_on') } : {}),
        images: uploaded.map((file) => ({ image_url: file.url })),
      });
    });
    if (saved) {
      show(saved);
      element.reset();
    }
  }

  const editing = creating ? null : current;
  const neighbourhoods = DISTRICTS.find((item) => item.slug === district)?.neighbourhoods ?? [];

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside aria-label={td('title')}>
        <Button
          type="button"
          className="mb-4 w-full"
          onClick={() => {
            setCreating(true);
            setCurrent(null);
          }}
        >
          {td('newProject')}
        </Button>
        {projects.length === 0 ? <p className="text-sm text-muted">{td('empty')}</p> : null}
        <ul className="flex flex-col gap-1">
          {projects.map((project) => (
            <li key={project.id}>
              <button
                type="button"
                className={`w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 ${current?.id === project.id ? 'bg-surface-2 font-medium' : ''}`}
                onClick={() => open(project.id)}
              >
                {projectName(project, locale)}
              </button>
            </li>
          ))}
        </ul>
      </aside>

      <div className="flex min-w-0 flex-col gap-8">
        <p role="status" aria-live="polite" className={status?.ok === false ? 'text-danger' : 'text-muted'}>
          {busy ? td('uploading') : (status?.message ?? '')}
        </p>
        {creating || editing ? (
          <form
            key={editing?.id ?? 'new'}
            onSubmit={saveProject}
            className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2"
            aria-label={editing ? td('editProject') : td('newProject')}
          >
            <h2 className="text-xl font-semibold text-fg sm:col-span-2">
              {editing ? td('editProject') : td('newProject')}
            </h2>
            <Labelled label={td('nameKa')}>
              <Input name="name_ka" required defaultValue={editing?.name_ka} />
            </Labelled>
            <Labelled label={td('nameEn')}>
              <Input name="name_en" defaultValue={editing?.name_en} />
            </Labelled>
            <Labelled label={td('nameRu')}>
              <Input name="name_ru" defaultValue={editing?.name_ru} />
            </Labelled>
            <Labelled label={td('address')}>
              <Input name="address" required defaultValue={editing?.address} />
            </Labelled>
            <Labelled label={td('district')}>
              <Select name="district" value={district} onChange={(event) => setDistrict(event.target.value)}>
                {DISTRICTS.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {nodeName(item, locale)}
                  </option>
                ))}
              </Select>
            </Labelled>
            <Labelled label={td('neighbourhood')}>
              <Select key={district} name="neighbourhood" defaultValue={editing?.neighbourhood ?? ''}>
                <option value="">{td('noNeighbourhood')}</option>
                {neighbourhoods.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {nodeName(item, locale)}
                  </option>
                ))}
              </Select>
            </Labelled>
            <Labelled label={td('latitude')}>
              <Input
                name="latitude"
                type="number"
                step="0.000001"
                required
                defaultValue={editing?.latitude ?? DISTRICTS[0]!.latitude}
              />
            </Labelled>
            <Labelled label={td('longitude')}>
              <Input
                name="longitude"
                type="number"
                step="0.000001"
                required
                defaultValue={editing?.longitude ?? DISTRICTS[0]!.longitude}
              />
            </Labelled>
            <Labelled label={td('deliveryDate')}>
              <Input name="delivery_date" type="date" required defaultValue={editing?.delivery_date} />
            </Labelled>
            <Labelled label={t('statusLabel')}>
              <Select name="status" defaultValue={editing?.status ?? 'under_construction'}>
                {PROJECT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`status.${value}`)}
                  </option>
                ))}
              </Select>
            </Labelled>
            <Labelled label={t('frameStageLabel')}>
              <Select name="frame_stage" defaultValue={editing?.frame_stage ?? 'white'}>
                {FRAME_STAGES.map((value) => (
                  <option key={value} value={value}>
                    {t(`frameStage.${value}`)}
                  </option>
                ))}
              </Select>
            </Labelled>
            <Labelled label={t('floors')}>
              <Input
                name="floors"
                type="number"
                min={1}
                max={200}
                required
                defaultValue={editing?.floors ?? 10}
              />
            </Labelled>
            <Labelled label={t('buildings')}>
              <Input
                name="buildings"
                type="number"
                min={1}
                max={100}
                defaultValue={editing?.buildings ?? 1}
              />
            </Labelled>
            <Labelled label={td('descriptionKa')} wide>
              <Textarea name="description_ka" defaultValue={editing?.description_ka} />
            </Labelled>
            <fieldset className="flex flex-wrap gap-3 sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-fg">{t('amenities')}</legend>
              {PROJECT_AMENITIES.map((amenity) => (
                <label key={amenity} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="amenities"
                    value={amenity}
                    defaultChecked={editing?.amenities.includes(amenity)}
                    className="size-4 accent-primary"
                  />
                  {t(`amenity.${amenity}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {editing ? td('save') : td('create')}
              </Button>
              {editing ? (
                <Link
                  href={`/projects/${editing.id}`}
                  className="self-center text-sm text-primary hover:underline"
                >
                  {td('open')}
                </Link>
              ) : null}
            </div>
          </form>
        ) : null}

        {editing ? (
          <>
            <section
              aria-labelledby="editor-units"
              className="rounded-2xl border border-border bg-surface p-5"
            >
              <h2 id="editor-units" className="mb-4 text-xl font-semibold text-fg">
                {td('unitTypes')}
              </h2>
              <ul className="mb-4 flex flex-col gap-2">
                {editing.unit_types.map((unit) => (
                  <li key={unit.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      {unit.rooms === 0 ? t('studio') : t('roomsCount', { count: unit.rooms })} ·{' '}
                      {unit.area_min}–{unit.area_max} m² · {unit.price_per_m2} {unit.currency}/m² ·{' '}
                      {t('availableOf', { available: unit.available_units, total: unit.total_units })}
                      {unit.floor_plan ? ` · ${td('floorPlan')} ✓` : ''}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={async () => {
                        const saved = await run(() => browserApi.removeUnitType(editing.id, unit.id));
                        if (saved) show(saved);
                      }}
                    >
                      {td('remove')}
                    </Button>
                  </li>
                ))}
              </ul>
              <form
                onSubmit={addUnitType}
                className="grid gap-3 sm:grid-cols-4"
                aria-label={td('addUnitType')}
              >
                <Labelled label={t('rooms')}>
                  <Input name="rooms" type="number" min={0} max={20} required defaultValue={2} />
                </Labelled>
                <Labelled label={td('areaMin')}>
                  <Input name="area_min" type="number" min={1} step="0.1" required />
                </Labelled>
                <Labelled label={td('areaMax')}>
                  <Input name="area_max" type="number" min={1} step="0.1" required />
                </Labelled>
                <Labelled label={t('currency')}>
                  <Select name="currency" defaultValue="USD">
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </Select>
                </Labelled>
                <Labelled label={td('pricePerM2')}>
                  <Input name="price_per_m2" type="number" min={1} required />
                </Labelled>
                <Labelled label={td('priceFrom')}>
                  <Input name="price_from" type="number" min={1} required />
                </Labelled>
                <Labelled label={td('available')}>
                  <Input name="available_units" type="number" min={0} required />
                </Labelled>
                <Labelled label={td('total')}>
                  <Input name="total_units" type="number" min={1} required />
                </Labelled>
                <Labelled label={td('floorPlan')} wide>
                  <Input name="floor_plan" type="file" accept="image/*" className="py-1.5" />
                </Labelled>
                <div className="flex items-end sm:col-span-2">
                  <Button type="submit" disabled={busy}>
                    {td('addUnitType')}
                  </Button>
                </div>
              </form>
            </section>

            <section
              aria-labelledby="editor-photos"
              className="rounded-2xl border border-border bg-surface p-5"
            >
              <h2 id="editor-photos" className="mb-4 text-xl font-semibold text-fg">
                {td('photos')}
              </h2>
              <PhotoStrip
                photos={editing.photos}
                removeLabel={td('remove')}
                onRemove={async (photoId) => {
                  const saved = await run(() => browserApi.removeProjectPhoto(editing.id, photoId));
                  if (saved) show(saved);
                }}
              />
              <form
                onSubmit={(event) => addPhotos(event, 'gallery')}
                className="mt-3 flex flex-wrap items-end gap-3"
                aria-label={td('addPhotos')}
              >
                <Input name="files" type="file" accept="image/*" multiple className="max-w-sm py-1.5" />
                <Button type="submit" disabled={busy}>
                  {td('addPhotos')}
                </Button>
              </form>
              <h3 className="mt-6 mb-3 font-semibold text-fg">{td('progressPhotos')}</h3>
              <PhotoStrip
                photos={editing.progress_photos}
                removeLabel={td('remove')}
                onRemove={async (photoId) => {
                  const saved = await run(() => browserApi.removeProjectPhoto(editing.id, photoId));
                  if (saved) show(saved);
                }}
              />
              <form
                onSubmit={(event) => addPhotos(event, 'progress')}
                className="mt-3 flex flex-wrap items-end gap-3"
                aria-label={td('addProgress')}
              >
                <Labelled label={td('takenOn')}>
                  <Input name="taken_on" type="date" required />
                </Labelled>
                <Input name="files" type="file" accept="image/*" multiple className="max-w-sm py-1.5" />
                <Button type="submit" disabled={busy}>
                  {td('addProgress')}
                </Button>
              </form>
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}

function PhotoStrip({
  photos,
  removeLabel,
  onRemove,
}: {
  photos: Project['photos'];
  removeLabel: string;
  onRemove: (photoId: number) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((photo) => (
        <li key={photo.id} className="flex flex-col items-center gap-1">
          <img src={photo.image_url} alt={photo.caption} className="h-20 w-28 rounded-md object-cover" />
          {photo.taken_on ? <span className="text-xs text-muted">{photo.taken_on}</span> : null}
          <Button type="button" size="sm" variant="ghost" onClick={() => onRemove(photo.id)}>
            {removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
