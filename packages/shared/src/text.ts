import { z } from "zod";
import { messages } from "./messages";

/**
 * Every text the API accepts — body fields, query parameters, path ids — is built from the schemas in
 * this file, so each present and future field refuses control characters the same way: no form can type
 * them, PostgreSQL text cannot hold a NUL at all (the request used to end in a 500) and SQLite's search
 * stops reading a string at one. Tab, line feed and carriage return stay ordinary text (a description
 * may have lines). A surrogate without its pair (JSON can spell one, `"\ud800"`) is refused too: it is no
 * character, SQLite would keep bytes that read back as three others, and an audit row holding it would no
 * longer match its hash.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export const textMessages = {
  controlCharacters: "Contiene caracteres no permitidos",
} as const;

const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/**
 * `z.string()` for input: the same chain (`.trim().min().max()…`) follows, and a control character is
 * refused with a field message. `required` is the message for a missing or non-text value.
 */
export function text(required?: string) {
  return z.string(required).refine(hasNoControlCharacters, textMessages.controlCharacters);
}

/** Required text: trimmed, not empty (`required`), at most `max` characters (`tooLong`). */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  text(required).trim().min(1, required).max(max, tooLong);

/** `?search=`: trimmed free text, at most 100 characters. */
export const searchText = (tooLong?: string) => text().trim().max(100, tooLong).optional();

/**
 * Marks the issue of a path id that cannot exist (empty, longer than any id, control characters): the
 * server answers it as an unknown id, 404, not as a malformed request (apps/server/src/errors.ts).
 */
export const UNKNOWN_ID_ISSUE = { unknownId: true } as const;

/** An id in a path (`/product/{id}`); ids are UUIDs, 64 characters leave room for any other kind. */
export const pathId = () =>
  z.string().refine((value) => value.length >= 1 && value.length <= 64 && hasNoControlCharacters(value), {
    message: messages.errors.notFound,
    params: UNKNOWN_ID_ISSUE,
  });
