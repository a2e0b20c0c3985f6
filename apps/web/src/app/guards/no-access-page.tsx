import { LogOut, RefreshCw, ShieldQuestion } from "lucide-react";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { Spinner } from "../../components/spinner";
import { useLogout } from "../../features/auth/api/logout";
import { useMyPermissions } from "../../lib/my-permissions";
import { accessTexts } from "./access-texts";

/**
 * Where a signed-in user who may read no screen at all lands (in the shell, whose user menu stays): what
 * is going on and how to get access, instead of an empty dashboard full of 403 warnings.
 */
export function NoAccessPage() {
  const mine = useMyPermissions();
  const { logout, isPending } = useLogout();
  return (
    <>
      <PageHeader title={accessTexts.noAccessTitle} />
      <section className="max-w-2xl rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <ShieldQuestion aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 sm:block text-indigo-600" />
          <div className="space-y-2 text-gray-700">
            <p className="font-medium text-gray-900">{accessTexts.noAccess}</p>
            <p>{accessTexts.noAccessHelp}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void mine.refetch()} disabled={mine.isFetching}>
            {mine.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {accessTexts.checkAgain}
          </Button>
          <Button variant="secondary" onClick={logout} disabled={isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {accessTexts.signOut}
          </Button>
        </div>
      </section>
    </>
  );
}
