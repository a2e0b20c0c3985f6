import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header";

type AccessNoticeProps = {
  title: string;
  icon: LucideIcon;
  /** The icon's colour class: it tells a missing access (indigo) from a refused screen (amber). */
  iconClassName: string;
  message: string;
  help: string;
  /** The buttons or links under the message. */
  children: ReactNode;
};

/** The page a guard shows in the shell instead of a screen: a title, an icon, what is going on and what to do. */
export function AccessNotice({ title, icon: Icon, iconClassName, message, help, children }: AccessNoticeProps) {
  return (
    <>
      <PageHeader title={title} />
      <section className="max-w-2xl rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className={`mt-0.5 hidden size-6 shrink-0 sm:block ${iconClassName}`} />
          <div className="space-y-2 text-gray-700">
            <p className="font-medium text-gray-900">{message}</p>
            <p>{help}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </section>
    </>
  );
}
