import { useEffect } from "react";

const APP_NAME = "Inventario";

// Screen readers announce the tab title on navigation, so each screen names itself there too.
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
