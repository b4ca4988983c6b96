import type { ProjectPhoto } from '@tbilisi/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import { placeholderStyle, srcSetOf } from '@/lib/images';

function Photo({ photo, eager = false }: { photo: ProjectPhoto; eager?: boolean }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-surface-2" style={placeholderStyle(photo)}>
      <img
        src={photo.image_url}
        srcSet={srcSetOf(photo)}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        alt={photo.caption}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[4/3] size-full object-cover"
      />
      {photo.caption ? (
        <figcaption className="px-3 py-2 text-sm text-muted">{photo.caption}</figcaption>
      ) : null}
    </figure>
  );
}

/** The project's gallery, in the developer's order. */
export function ProjectGallery({ photos }: { photos: ProjectPhoto[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-gallery">
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} eager={index < 3} />
      ))}
    </div>
  );
}

/** Construction progress: the photos of each day together, newest day first. */
export async function ProgressPhotos({ photos }: { photos: ProjectPhoto[] }) {
  const locale = await getLocale();
  const t = await getTranslations('projects');
  if (photos.length === 0) return <p className="text-muted">{t('noProgress')}</p>;
  const days = new Map<string, ProjectPhoto[]>();
  for (const photo of photos) {
    const day = photo.taken_on ?? '';
    days.set(day, [...(days.get(day) ?? []), photo]);
  }
  return (
    <ol className="flex flex-col gap-6" data-testid="progress-photos">
      {[...days].map(([day, list]) => (
        <li key={day}>
          <h3 className="mb-2 font-medium text-fg">
            <time dateTime={day}>{formatDate(`${day}T12:00:00Z`, locale)}</time>
          </h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((photo) => (
              <Photo key={photo.id} photo={photo} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
