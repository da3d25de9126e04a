import type { ReactNode } from "react";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 space-y-3">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="max-w-3xl text-lg leading-relaxed text-ink-soft">{children}</div>}
    </header>
  );
}
