import { importMessages } from "@inventario/shared/imports";

type FileProblem = keyof typeof importMessages.file;

/** A file that cannot be read as a spreadsheet: the import answers 400 with the message, writing nothing. */
export class SpreadsheetError extends Error {
  constructor(
    readonly problem: FileProblem,
    detail?: string,
  ) {
    super(detail ? `${importMessages.file[problem]} ${detail}` : importMessages.file[problem]);
    this.name = "SpreadsheetError";
  }
}
