import type { Product } from "@inventario/shared/products";
import { useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useDeleteProduct } from "../api/delete-product";
import { useProductList } from "../api/list-products";
import { CreateProductModal } from "../components/create-product-modal";
import { EditProductModal } from "../components/edit-product-modal";
import { ProductsTable } from "../components/products-table";
import { productListStatusTexts, productTexts } from "../product-texts";

/** Which modal is open: a new product, or the basics of one from the list. */
type FormTarget = { product: Product | null };

/**
 * 'Mis Productos' (SPEC §2): search by name or SKU, paged table, view, edit and delete, and the add modal.
 * The search and page live in the URL, so a reload or Back from a product keeps them.
 */
export function ProductsPage() {
  const query = useUrlSearchQuery();
  const list = useProductList(query.search, query.page);
  const remove = useDeleteProduct();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const canCreate = useCan("products:create");
  const canUpdate = useCan("products:update");
  const canDelete = useCan("products:delete");
  useListErrorToast(list.error, productTexts.listError);

  const confirmDelete = (product: Product) => {
    if (!window.confirm(`Seguro que quieres eliminar a ${product.name}?`)) return;
    remove.mutate(product.id);
  };
  const closeForm = () => setFormTarget(null);

  return (
    <ListPageFrame
      title={productTexts.listTitle}
      addLabel={productTexts.addButton}
      onAdd={canCreate ? () => setFormTarget({ product: null }) : undefined}
      {...urlSearchedList(query, list.data, { searchLabel: productTexts.search, exportPath: "/product" })}
    >
      <ProductsTable
        products={list.rows}
        status={listStatus({
          texts: productListStatusTexts,
          list,
          search: query.search,
          onClearSearch: query.clearSearch,
        })}
        busy={list.busy}
        deletingId={remove.isPending ? remove.variables : undefined}
        onEdit={canUpdate ? (product) => setFormTarget({ product }) : undefined}
        onDelete={canDelete ? confirmDelete : undefined}
      />
      {formTarget?.product ? (
        <EditProductModal product={formTarget.product} onClose={closeForm} />
      ) : formTarget ? (
        <CreateProductModal onClose={closeForm} />
      ) : null}
    </ListPageFrame>
  );
}
