'use client';

import { MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';
import { AlertCircle, ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type DragEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { checkNewFiles, move, type PhotoItem } from './photo-list';
import { uploadImage } from './upload-image';

/** Drag-and-drop or pick; each file uploads at once with its own progress; first photo is the main one. */
export function PhotoUploader({
  photos,
  onChange,
}: {
  photos: PhotoItem[];
  onChange: (update: (current: PhotoItem[]) => PhotoItem[]) => void;
}) {
  const t = useTranslations('listingForm');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const dragged = useRef<string | null>(null);

  const update = (key: string, patch: Partial<PhotoItem>) =>
    onChange((current) => current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

  const addFiles = (fileList: FileList | null) => {
    const files = Array.from(fileList ?? []);
    if (!files.length) return;
    const { accepted, problems } = checkNewFiles(files, photos.length);
    for (const problem of problems)
      toast({
        title: problem.kind === 'tooMany' ? t('tooMany') : t(problem.kind, { file: problem.file }),
        tone: 'error',
      });
    const added = accepted.map((index) => {
      const file = files[index]!;
      return {
        file,
        item: {
          key: `${Date.now()}-${index}-${file.name}`,
          previewUrl: URL.createObjectURL(file),
          name: file.name,
          status: 'uploading' as const,
          progress: 0,
        },
      };
    });
    onChange((current) => [...current, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) {
      uploadImage(file, (progress) => update(item.key, { progress })).then(
        (uploaded) => update(item.key, { status: 'done', url: uploaded.url, progress: 100 }),
        (error: unknown) => {
          update(item.key, { status: 'failed' });
          toast({
            title: t('uploadsFailed'),
            description: error instanceof Error ? `${file.name}: ${error.message}` : undefined,
            tone: 'error',
          });
        },
      );
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (dragged.current) return;
    addFiles(event.dataTransfer.files);
  };
  const reorderTo = (targetKey: string) => {
    const from = photos.findIndex((photo) => photo.key === dragged.current);
    const to = photos.findIndex((photo) => photo.key === targetKey);
    onChange((current) => move(current, from, to));
  };
  const shift = (index: number, delta: number) => onChange((current) => move(current, index, index + delta));

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragged.current) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          dragOver ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface-2/50',
        )}
      >
        <ImagePlus className="size-9 text-muted" aria-hidden />
        <p className="text-sm text-fg">
          {t.rich('dropPhotos', {
            pick: (chunks) => (
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
              </button>
            ),
          })}
        </p>
        <p className="text-xs text-muted">{t('photoLimits', { count: MAX_IMAGES_PER_LISTING })}</p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label={t('images')}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {photos.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              draggable={photo.status === 'done'}
              onDragStart={() => (dragged.current = photo.key)}
              onDragEnd={() => (dragged.current = null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                if (dragged.current) reorderTo(photo.key);
                dragged.current = null;
              }}
              className="group relative aspect-[4/3] overflow-hidden rounded-xl border border-border bg-surface-2"
            >
              <img
                src={photo.previewUrl}
                alt={photo.name}
                className={cn('size-full object-cover', photo.status !== 'done' && 'opacity-60')}
              />
              {index === 0 ? (
                <span className="absolute top-2 left-2 rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-fg">
                  {t('mainPhoto')}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => onChange((current) => current.filter((p) => p.key !== photo.key))}
                aria-label={`${t('removePhoto')}: ${photo.name}`}
                className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black/85"
              >
                <X className="size-4" aria-hidden />
              </button>
              {photo.status === 'uploading' ? (
                <div
                  className="absolute inset-x-2 bottom-2"
                  role="progressbar"
                  aria-valuenow={photo.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('uploading', { progress: photo.progress })}
                >
                  <div className="h-1.5 overflow-hidden rounded-full bg-white/60">
                    <div
                      className="h-full rounded-full bg-primary transition-[width]"
                      style={{ width: `${photo.progress}%` }}
                    />
                  </div>
                </div>
              ) : photo.status === 'failed' ? (
                <span className="absolute inset-x-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-danger px-2 py-1 text-xs text-white">
                  <AlertCircle className="size-3.5" aria-hidden />
                  {t('uploadFailed')}
                </span>
              ) : (
                <div className="absolute right-2 bottom-2 flex gap-1 opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => shift(index, -1)}
                    aria-label={`${t('moveEarlier')}: ${photo.name}`}
                    className="flex size-7 items-center justify-center rounded-full bg-black/70 text-white disabled:opacity-40"
                  >
                    <ChevronLeft className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    disabled={index === photos.length - 1}
                    onClick={() => shift(index, 1)}
                    aria-label={`${t('moveLater')}: ${photo.name}`}
                    className="flex size-7 items-center justify-center rounded-full bg-black/70 text-white disabled:opacity-40"
                  >
                    <ChevronRight className="size-4" aria-hidden />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
