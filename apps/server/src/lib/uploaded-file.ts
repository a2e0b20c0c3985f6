import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";

/** What an upload route says when its file is missing, too large or cut. */
export type UploadMessages = { missing: string; tooLarge: string; malformed: string };

/**
 * The one file of a multipart body, whole (the route's limit bounds it), with the name the user's
 * computer gave it. Whatever fails while reading it is the body's fault — no boundary, a wrong or missing
 * closing boundary, a cut body: busboy throws those as plain errors with no code — so it is answered 400
 * (413 past the size limit), never 500. `field` names the form field in the 400's `fields`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { field, maxBytes, messages }: { field: string; maxBytes: number; messages: UploadMessages },
): Promise<{ bytes: Buffer; filename: string }> {
  const refused = (message: string) => new AppError(400, "VALIDATION", message, { [field]: message });
  try {
    const file = request.isMultipart() ? await request.file({ limits: { fileSize: maxBytes, files: 1 } }) : undefined;
    if (!file) throw refused(messages.missing);
    return { bytes: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "PAYLOAD_TOO_LARGE", messages.tooLarge);
    // The plugin's own coded errors (limits, prototype keys…) keep their mapping in errors.ts.
    if (code?.startsWith("FST_")) throw error;
    request.log.info({ err: error }, "malformed multipart body");
    throw refused(messages.malformed);
  }
}
