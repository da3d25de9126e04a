import { ButtonLink } from "~/ui/button";

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-ink-soft">That page does not exist. Pick a section from the navigation, or start from the home page.</p>
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </div>
  );
}
