import { businessSettingsMessages } from "@inventario/shared/business-settings";
import { Button } from "../../../components/button";
import { LoadingStatus, listStatusTexts } from "../../../components/list-status";
import { Notice } from "../../../components/notice";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { useBusinessSettings } from "../../../lib/business-settings";
import { BusinessSettingsForm } from "../components/business-settings-form";
import { businessSettingsTexts } from "../settings-texts";

/**
 * /dashboard/settings/business, 'Empresa' (issue 35): the business's data its receipts print, edited in
 * place by whoever may change it (the screen needs settings:update). Until an admin first saves it, a
 * notice says the receipts lack it.
 */
export function BusinessSettingsPage() {
  const query = useBusinessSettings();
  const settings = query.data;

  return (
    <>
      <PageHeader title={businessSettingsTexts.title} />
      {settings ? (
        <div className="grid gap-6">
          {settings.configured ? null : (
            <Notice tone="warning" className="max-w-4xl">
              {businessSettingsTexts.notConfigured}
            </Notice>
          )}
          <BusinessSettingsForm settings={settings} />
        </div>
      ) : (
        <StatusPanel>
          {query.error ? (
            <span className="flex flex-col items-center gap-3">
              <span>{businessSettingsMessages.loadFailed}</span>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {listStatusTexts.retry}
              </Button>
            </span>
          ) : (
            <LoadingStatus text={businessSettingsTexts.loading} />
          )}
        </StatusPanel>
      )}
    </>
  );
}
