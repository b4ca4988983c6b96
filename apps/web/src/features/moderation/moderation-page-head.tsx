import { Link } from '@/i18n/navigation';

/** The head of a moderators' page under /moderation: the way back, the title and what the page is for. */
export function ModerationPageHead({
  back,
  title,
  subtitle,
}: {
  back: string;
  title: string;
  subtitle: string;
}) {
  return (
    <>
      <nav className="mb-2 text-sm">
        <Link href="/moderation" className="text-primary underline-offset-4 hover:underline">
          ← {back}
        </Link>
      </nav>
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{title}</h1>
      <p className="mt-1.5 mb-8 max-w-3xl text-muted">{subtitle}</p>
    </>
  );
}
