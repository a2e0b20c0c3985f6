import { LogOut, RefreshCw } from "lucide-react";
import { Button } from "../../components/button";
import { Spinner } from "../../components/spinner";
import { useLogout } from "../../features/auth/api/logout";
import { useMyPermissions } from "../../lib/my-permissions";
import { AccessNotice } from "./access-notice";
import { accessTexts } from "./access-texts";

/**
 * Where a signed-in user who may read no screen at all lands (in the shell, whose user menu stays): what
 * is going on and how to get access, instead of an empty dashboard full of 403 warnings.
 */
export function NoAccessPage() {
  const mine = useMyPermissions();
  const { logout, isPending } = useLogout();
  return (
    <AccessNotice kind="noAccess">
      <Button onClick={() => void mine.refetch()} disabled={mine.isFetching}>
        {mine.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
        {accessTexts.checkAgain}
      </Button>
      <Button variant="secondary" onClick={logout} disabled={isPending}>
        <LogOut aria-hidden="true" className="size-4" />
        {accessTexts.signOut}
      </Button>
    </AccessNotice>
  );
}
