import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sofficePath } from "../../../../scripts/prerequisites.mjs";

/**
 * Opening files in a real spreadsheet program: LibreOffice, headless, converts each to CSV as it shows
 * its first sheet (npm test installs it or stops: scripts/prerequisites.mjs). Each run gets its own
 * profile directory, so runs in parallel test files do not fight over one, and a time limit; its files
 * are removed afterwards.
 */

/** A first start of a fresh profile takes a few seconds on a quiet 2-core machine; a hang ends here. */
const TIMEOUT_MS = 90_000;

/**
 * The CSV filter's options: `;` between fields (59), `"` around text (34), UTF-8 (76), from line 1, each
 * cell as shown (its number format applied: a date as dd/mm/yyyy, money with its thousands format).
 */
const CSV_FILTER = "csv:Text - txt - csv (StarCalc):59,34,76,1,,0,false,true,true,false";

/** Each file (name → bytes, the name with its extension) as LibreOffice's CSV of its first sheet. */
export async function openedAsCsv(files: Record<string, Buffer>): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "inventario-soffice-"));
  try {
    const inputs = await Promise.all(
      Object.entries(files).map(async ([name, bytes]) => {
        const file = path.join(dir, name);
        await writeFile(file, bytes);
        return file;
      }),
    );
    const out = path.join(dir, "out");
    await run([
      `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`,
      "--headless",
      "--norestore",
      "--convert-to",
      CSV_FILTER,
      "--outdir",
      out,
      ...inputs,
    ]);
    const converted: Record<string, string> = {};
    for (const name of Object.keys(files))
      converted[name] = await readFile(path.join(out, `${name.replace(/\.[^.]+$/, "")}.csv`), "utf8");
    return converted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * soffice with these arguments, in a process group of its own: `soffice` is a script that starts
 * LibreOffice's own processes, and a hung run must end with all of them.
 */
function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(sofficePath(process.env), args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice ended with ${signal ?? `code ${code}`}:\n${output}`));
    });
  });
}
