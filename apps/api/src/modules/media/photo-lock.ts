import { createKeyedLock } from '../../lib/keyed-lock';

/**
 * A photo is named by its content, so two requests may store or remove the same photo at once (the same picture
 * uploaded twice, one user's upload deleted while another uploads it). Storing (files, then rows) and removing
 * (check unused, rows, then files) each hold the photo's name, so neither sees the other half-done: no rename into a
 * folder being removed, no row left pointing at files another request just removed.
 */
export const withPhotoLocks = createKeyedLock();
