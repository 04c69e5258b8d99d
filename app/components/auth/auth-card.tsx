import type { ReactNode } from "react";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-14 sm:py-20">
      <div className="rounded-card border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-3xl font-semibold">{title}</h1>
        <p className="mt-2 text-center text-muted">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
