import { describe, expect, it } from "vitest";
import {
  DOCUMENT_KIND_CODES,
  DOCUMENT_KINDS,
  DOCUMENT_NAMES,
  DOCUMENT_PREFIXES,
  type DocumentKind,
  documentReferenceLabel,
  formatDocumentNumber,
  parseDocumentNumber,
} from "./document-numbers";

describe("document kinds", () => {
  it("read as the specification's references", () => {
    expect(documentReferenceLabel("sale", 123)).toBe("Venta V-000123");
    expect(documentReferenceLabel("withdrawal", 123)).toBe("Alistamiento A-000123");
    expect(documentReferenceLabel("transfer", 45)).toBe("Traslado T-000045");
    expect(formatDocumentNumber("sale", 1_234_567)).toBe("V-1234567");
  });

  it("each have their own prefix and name, so a typed number names one kind", () => {
    const prefixes = DOCUMENT_KIND_CODES.map((kind) => DOCUMENT_KINDS[kind].prefix.toUpperCase());
    const names = DOCUMENT_KIND_CODES.map((kind) => DOCUMENT_KINDS[kind].name);
    expect(new Set(prefixes).size, "two document kinds share a prefix").toBe(prefixes.length);
    expect(new Set(names).size, "two document kinds share a name").toBe(names.length);
  });

  it("derive the prefix and name maps", () => {
    const each = <T>(read: (kind: DocumentKind) => T) =>
      Object.fromEntries(DOCUMENT_KIND_CODES.map((kind) => [kind, read(kind)]));
    expect(DOCUMENT_PREFIXES).toEqual(each((kind) => DOCUMENT_KINDS[kind].prefix));
    expect(DOCUMENT_NAMES).toEqual(each((kind) => DOCUMENT_KINDS[kind].name));
    // The specification's kinds keep their prefixes and names; a new kind needs no edit here.
    expect(DOCUMENT_PREFIXES).toMatchObject({ withdrawal: "A", sale: "V", transfer: "T" });
    expect(DOCUMENT_NAMES).toMatchObject({ withdrawal: "Alistamiento", sale: "Venta", transfer: "Traslado" });
    expect(parseDocumentNumber("transfer", "t-45")).toBe(45);
    expect(parseDocumentNumber("transfer", "V-45")).toBeNull();
  });
});
