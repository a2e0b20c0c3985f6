import { FileDown } from "lucide-react";
import { useFileDownload } from "../lib/use-file-download";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { spreadsheetTexts as texts } from "./spreadsheet-texts";

/**
 * 'Descargar errores' beside a refused spreadsheet: `download` fetches the uploaded file back with an
 * 'Errores' column (every error, not only those listed) and answers the saved file's name.
 */
export function ErrorsFileDownload({ download }: { download: (signal: AbortSignal) => Promise<string> }) {
  const file = useFileDownload({ done: texts.errorsDone, failed: texts.errorsFailed });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" disabled={file.busy} onClick={() => file.run(download)}>
        {file.busy ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
        {file.busy ? texts.downloadingErrors : texts.downloadErrors}
      </Button>
      <p className="min-w-0 flex-1 basis-64 text-sm text-gray-600">{texts.errorsFileHint}</p>
    </div>
  );
}
