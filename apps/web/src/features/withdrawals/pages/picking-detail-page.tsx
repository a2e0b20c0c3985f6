import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClassName } from "../../../components/button";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { ApiRequestError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useProductNames } from "../api/get-product-names";
import { useStock } from "../api/get-stock";
import { useWithdrawal } from "../api/get-withdrawal";
import { PickingAssignment } from "../components/picking-assignment";
import { pickingListPath, pickingTexts } from "../picking-texts";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** 'Crear Asignación de Preparación' (SPEC §2): a picking request's items and their warehouse assignments. */
export function PickingDetailPage() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader
        title={pickingTexts.detailTitle}
        actions={
          <Link to={pickingListPath} className={buttonClassName("secondary")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {pickingTexts.back}
          </Link>
        }
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
    notifyError(pickingTexts.invalidId, { id: "picking-invalid-id" });
    void navigate(-1);
  }, [navigate]);
  return <StatusPanel>{pickingTexts.invalidId}</StatusPanel>;
}

function PickingDetail({ id }: { id: string }) {
  const detail = useWithdrawal(id);
  const productIds = detail.data?.items.map((item) => item.product_id) ?? [];
  const names = useProductNames(productIds);
  const stock = useStock(productIds);
  useListErrorToast(isNotFound(detail.error) ? null : detail.error, pickingTexts.loadError);
  useListErrorToast(names.error, pickingTexts.namesError);
  useListErrorToast(stock.error, pickingTexts.stockError);

  if (detail.isPending) {
    return (
      <StatusPanel>
        <LoadingStatus text={pickingTexts.detailLoading} />
      </StatusPanel>
    );
  }
  if (detail.isError) {
    return <StatusPanel>{isNotFound(detail.error) ? pickingTexts.notFound : pickingTexts.loadError}</StatusPanel>;
  }
  return (
    <PickingAssignment
      key={detail.dataUpdatedAt}
      withdrawal={detail.data}
      names={names.data}
      namesLoading={names.isLoading}
      stock={stock.data}
    />
  );
}

function StatusPanel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-600 shadow-sm">
      {children}
    </div>
  );
}
