import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { claimUploads } from '../media/claim-uploads';
import { mediaNameOf } from '../media/media-names';

export interface LogoColumnsOptions {
  /** the write's transaction: the upload is claimed with the row's change, or not at all */
  tx: Db;
  actor: SessionUser;
  /** the logo asked for: an upload's /media/ URL, or null for none */
  url: string | null;
  /** the stored photo the logo shows now */
  current: string | null;
}

/**
 * The logo columns for the logo asked for: one of the caller's uploads (POST /api/upload/images, so the photo
 * pipeline checked its type and size and re-encoded it), claimed in the write's transaction, or none. Answers
 * undefined when it is the logo already. The caller removes the replaced photo after its commit.
 */
export async function logoColumns({ tx, actor, url, current }: LogoColumnsOptions) {
  if (url === null) return { logoUrl: null, logoMediaName: null };
  if (current !== null && mediaNameOf(url) === current) return undefined;
  const [claimed] = await claimUploads({ db: tx, actor, urls: [url], at: () => ['body', 'logo_url'] });
  return { logoUrl: claimed!.url, logoMediaName: claimed!.name };
}
