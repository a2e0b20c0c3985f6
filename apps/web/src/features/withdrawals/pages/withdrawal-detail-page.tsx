import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { ApiRequestError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import { notifyError } from "../../../lib/notify";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useProductNames } from "../api/get-product-names";
import { useStock } from "../api/get-stock";
import { useWithdrawal } from "../api/get-withdrawal";
import { CancelledWithdrawal } from "../components/cancelled-withdrawal";
import { WithdrawalAssignment } from "../components/withdrawal-assignment";
import { pickingListPath, withdrawalTexts } from "../withdrawal-texts";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** 'Crear Asignación de Preparación' (SPEC §2): a picking request's items and their warehouse assignments. */
export function WithdrawalDetailPage() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader
        title={withdrawalTexts.detailTitle}
        actions={<BackLink to={pickingListPath} label={withdrawalTexts.back} />}
      />
      {id ? <PickingDetail id={id} /> : <InvalidId />}
    </>
  );
}

/** Without an id there is nothing to show: say so and go back where the user came from. */
function InvalidId() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notifyError(withdrawalTexts.invalidId, { id: "picking-invalid-id" });
    void navigate(-1);
  }, [navigate]);
  return <StatusPanel>{withdrawalTexts.invalidId}</StatusPanel>;
}

function PickingDetail({ id }: { id: string }) {
  const detail = useWithdrawal(id);
  const productIds = detail.data?.items.map((item) => item.product_id) ?? [];
  const cancelled = detail.data?.status === "CANCELLED";
  const names = useProductNames(productIds);
  // A cancelled request takes no stock, and who may not assign does not choose warehouses: no need to ask
  // where stock is.
  const canAssign = useCan("withdrawals:assign");
  const stock = useStock(cancelled || !canAssign ? [] : productIds);
  useListErrorToast(isNotFound(detail.error) ? null : detail.error, withdrawalTexts.loadError);
  useListErrorToast(names.error, withdrawalTexts.namesError);
  useListErrorToast(stock.error, withdrawalTexts.stockError);

  if (detail.isPending) {
    return (
      <StatusPanel>
        <LoadingStatus text={withdrawalTexts.detailLoading} />
      </StatusPanel>
    );
  }
  if (detail.isError) {
    return <StatusPanel>{isNotFound(detail.error) ? withdrawalTexts.notFound : withdrawalTexts.loadError}</StatusPanel>;
  }
  if (cancelled) {
    return <CancelledWithdrawal withdrawal={detail.data} names={names.data} namesLoading={names.isLoading} />;
  }
  return (
    <WithdrawalAssignment
      key={detail.dataUpdatedAt}
      withdrawal={detail.data}
      names={names.data}
      namesLoading={names.isLoading}
      stock={stock.data}
    />
  );
}
