import { PAGE_SIZE } from "@inventario/shared/constants";

export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

export function paged<T>(data: T[], page: number, total: number) {
  return { data, page, total_pages: Math.ceil(total / PAGE_SIZE), total };
}
