import type { ReactNode } from "react";

type SectionHeadingProps = {
  id?: string;
  title: string;
  /** A button beside the title (an add action). */
  actions?: ReactNode;
};

/** The h2 of one part of the detail screen, with room for its action on the right. */
export function SectionHeading({ id, title, actions }: SectionHeadingProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {actions}
    </div>
  );
}
