import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download-file";

describe("the name of a downloaded file", () => {
  it("is the server's, its UTF-8 form first, else the fallback", () => {
    expect(fileNameOf('attachment; filename="productos-2026-11-24.xlsx"', "x.xlsx")).toBe("productos-2026-11-24.xlsx");
    expect(
      fileNameOf("attachment; filename=\"errores.csv\"; filename*=UTF-8''cat%C3%A1logo%20a%C3%B1o-errores.csv", "x"),
    ).toBe("catálogo año-errores.csv");
    expect(fileNameOf("attachment; filename=\"errores.csv\"; filename*=UTF-8''%E0%A4%A", "x")).toBe("errores.csv");
    expect(fileNameOf(null, "exportacion.csv")).toBe("exportacion.csv");
  });
});
