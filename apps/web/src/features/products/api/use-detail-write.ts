import { useQueryClient } from "@tanstack/react-query";
import { productDetailKeys } from "../../../lib/query-keys";
import { useWriteMutation } from "../../../lib/use-write-mutation";

type DetailWriteOptions<TVariables, TData> = {
  productId: string;
  mutationFn: (variables: TVariables) => Promise<TData>;
  successMessage: string;
  errorMessage: string;
  serverMessageStatuses?: readonly number[];
};

/**
 * A write of the detail screen: its toasts, then every query of this product reloads. The lists of the
 * other screens (products, dashboard, warehouses) show this product too, so they are marked stale and
 * reload when next shown instead of showing the old name or stock for another 30 s.
 */
export function useDetailWrite<TVariables, TData>({
  productId,
  mutationFn,
  ...texts
}: DetailWriteOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useWriteMutation({
    ...texts,
    invalidates: productDetailKeys.all(productId),
    mutationFn: async (variables: TVariables) => {
      const result = await mutationFn(variables);
      void queryClient.invalidateQueries({
        predicate: (query) => !productDetailKeys.isDetailKey(query.queryKey),
        refetchType: "none",
      });
      return result;
    },
  });
}
