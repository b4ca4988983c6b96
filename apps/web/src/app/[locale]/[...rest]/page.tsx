import { notFound } from 'next/navigation';

// Any path no route claims renders the localized 404 page inside the site's layout.
export default function CatchAll() {
  notFound();
}
