import { inventoryMessages } from "@inventario/shared/inventory";
import { Camera, Package } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import { notifyError } from "../../../lib/notify";
import { useUploadProductImage } from "../api/upload-product-image";

const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type ProductImagePickerProps = {
  productId: string;
  name: string;
  imageUrl: string | null;
};

/**
 * The product's image, or a placeholder, and 'Cambiar' to upload another. A file the server would refuse
 * (type, size) is refused here with the server's own words, without sending 2 MB for nothing.
 */
export function ProductImagePicker({ productId, name, imageUrl }: ProductImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage(productId);
  const canUpdate = useCan("products:update");

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports a change.
    event.target.value = "";
    if (!file) return;
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) notifyError(inventoryMessages.imageType);
    else if (file.size > MAX_IMAGE_BYTES) notifyError(inventoryMessages.imageTooLarge);
    else upload.mutate(file);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex aspect-square w-full max-w-64 items-center justify-center overflow-hidden rounded-lg bg-gray-100 lg:max-w-none">
        {imageUrl ? (
          <img src={imageUrl} alt={`Imagen de ${name}`} className="size-full object-cover" />
        ) : (
          <Package role="img" aria-label="Producto sin imagen" className="size-16 text-gray-400" />
        )}
      </div>
      {canUpdate ? (
        <>
          <Button
            variant="secondary"
            aria-label="Cambiar imagen"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
            Cambiar
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED_TYPES.join(",")}
            aria-label="Imagen del producto"
            className="hidden"
            onChange={onFileChosen}
          />
        </>
      ) : null}
    </div>
  );
}
