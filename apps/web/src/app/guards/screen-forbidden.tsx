import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { hrefOf, type ScreenName, screens } from "../screen-access";
import { accessTexts } from "./access-texts";

/**
 * 'Sin acceso': a screen reached by its URL that the user may not read. Said in the shell, with a way to
 * a screen they may use, instead of the screen's own 403 warnings.
 */
export function ScreenForbidden({ open }: { open: ScreenName }) {
  return (
    <>
      <PageHeader title={accessTexts.forbiddenTitle} />
      <section className="max-w-2xl rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <ShieldX aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 sm:block text-amber-600" />
          <div className="space-y-2 text-gray-700">
            <p className="font-medium text-gray-900">{accessTexts.forbidden}</p>
            <p>{accessTexts.forbiddenHelp}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={hrefOf(open)} className={buttonClassName("primary")}>
            {accessTexts.goTo(screens[open].label)}
          </Link>
          <Link to={hrefOf("myPermissions")} className={buttonClassName("secondary")}>
            {accessTexts.myPermissions}
          </Link>
        </div>
      </section>
    </>
  );
}
