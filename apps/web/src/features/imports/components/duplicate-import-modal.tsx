import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { importTexts } from "../import-texts";

type DuplicateImportModalProps = {
  /** The server's words: which import added these rows before, and what importing them again does. */
  message: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before opening stock that an earlier import already added is added again (409 DUPLICATE_IMPORT). */
export function DuplicateImportModal({ message, onConfirm, onClose }: DuplicateImportModalProps) {
  return (
    <Modal
      open
      size="md"
      title={importTexts.duplicateTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {importTexts.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {importTexts.duplicateConfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-800">{message}</p>
    </Modal>
  );
}
