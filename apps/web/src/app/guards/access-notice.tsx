import { type LucideIcon, ShieldQuestion, ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header";
import { accessTexts } from "./access-texts";

type Notice = {
  title: string;
  icon: LucideIcon;
  /** The icon's colour class: it tells a missing access (indigo) from a refused screen (amber). */
  iconClassName: string;
  message: string;
  help: string;
};

/** The two notices: no screen at all yet (no-access-page.tsx), or not this screen (screen-forbidden.tsx). */
const NOTICES = {
  noAccess: {
    title: accessTexts.noAccessTitle,
    icon: ShieldQuestion,
    iconClassName: "text-indigo-600",
    message: accessTexts.noAccess,
    help: accessTexts.noAccessHelp,
  },
  forbidden: {
    title: accessTexts.forbiddenTitle,
    icon: ShieldX,
    iconClassName: "text-amber-600",
    message: accessTexts.forbidden,
    help: accessTexts.forbiddenHelp,
  },
} as const satisfies Record<string, Notice>;

type AccessNoticeProps = {
  kind: keyof typeof NOTICES;
  /** The buttons or links under the message. */
  children: ReactNode;
};

/** The page a guard shows in the shell instead of a screen: a title, an icon, what is going on and what to do. */
export function AccessNotice({ kind, children }: AccessNoticeProps) {
  const { title, icon: Icon, iconClassName, message, help }: Notice = NOTICES[kind];
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
