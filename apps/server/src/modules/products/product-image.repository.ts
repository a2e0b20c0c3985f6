import type { Db } from "../../db/connection";

type Image = { content_type: string; bytes: Buffer; etag: string; updated_at: string };

/** Stores the product's image, replacing the one it had. */
export const upsertImage = (db: Db, productId: string, image: Image) =>
  db
    .insertInto("product_images")
    .values({ product_id: productId, ...image })
    .onConflict((oc) => oc.column("product_id").doUpdateSet(image))
    .execute();

export const findImage = (db: Db, productId: string) =>
  db
    .selectFrom("product_images")
    .select(["content_type", "bytes", "etag"])
    .where("product_id", "=", productId)
    .executeTakeFirst();
