import { Link } from "react-router";
import { buttonClassName } from "../../components/button";
import { hrefOf, type ScreenName, screens } from "../screen-access";
import { AccessNotice } from "./access-notice";
import { accessTexts } from "./access-texts";

/**
 * 'Sin acceso': a screen reached by its URL that the user may not read. Said in the shell, with a way to
 * a screen they may use, instead of the screen's own 403 warnings.
 */
export function ScreenForbidden({ open }: { open: ScreenName }) {
  return (
    <AccessNotice kind="forbidden">
      <Link to={hrefOf(open)} className={buttonClassName("primary")}>
        {accessTexts.goTo(screens[open].label)}
      </Link>
      <Link to={hrefOf("myPermissions")} className={buttonClassName("secondary")}>
        {accessTexts.myPermissions}
      </Link>
    </AccessNotice>
  );
}
