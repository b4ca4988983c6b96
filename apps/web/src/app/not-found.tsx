import './globals.css';

// Reached only for paths the locale proxy does not handle (files with an extension); bilingual on purpose.
export default function GlobalNotFound() {
  return (
    <html lang="ka">
      <body className="flex min-h-dvh items-center justify-center bg-bg p-6 font-sans text-fg">
        <main className="text-center">
          <p className="text-5xl font-semibold text-primary">404</p>
          <h1 className="mt-3 text-xl font-semibold">გვერდი ვერ მოიძებნა · Page not found</h1>
          <a href="/" className="mt-6 inline-block text-primary underline">
            Sakhli
          </a>
        </main>
      </body>
    </html>
  );
}
