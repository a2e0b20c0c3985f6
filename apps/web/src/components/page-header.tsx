import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/use-document-title";

type PageHeaderProps = {
  title: string;
  actions?: ReactNode;
};

/** The one h1 of a dashboard screen, with room for its main actions on the right. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">{title}</h1>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
