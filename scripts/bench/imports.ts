// Issue 31: importing spreadsheets, timed through the API on the bench's data set. 20,000 products,
// then 20,000 opening-stock rows for them, each checked (dry run) and applied; then a file of 100,000
// products applied, with the server's memory growth. Meanwhile two users keep opening product pages:
// their p95 and the server's longest event-loop stall are what the import costs everyone else.
import { type EventLoopProbe, withStall } from "./event-loop";
import { memoryMb } from "./export";

/** Issue 31's targets. */
export const IMPORT_TARGETS = {
  check_s: 5,
  apply_s: 10,
  big_s: 60,
  big_rss_growth_mb: 200,
  page_p95_ms: 100,
} as const;
/** The published anchor the issue names: InvenTree's importer, ~60 s per 1,000 rows (inventree #7573). */
const INVENTREE_SECONDS_PER_1000 = 60;

export type ImportBenchRow = {
  name: string;
  rows: number;
  seconds: number;
  target_s: number;
  stall_ms: number;
  page_p95_ms: number;
  pages: number;
  rss_growth_mb: number;
  anon_growth_mb: number;
};

type Context = { base: string; cookie: string; pid: number; probe: EventLoopProbe; productPage: () => string };

const csvFile = (lines: string[]) => new Blob([`\ufeff${lines.join("\r\n")}\r\n`], { type: "text/csv" });

/** Product pages opened by `users` people one after another until `until` settles: each one's time. */
export async function pagesMeanwhile(
  ctx: Pick<Context, "base" | "cookie" | "productPage">,
  until: Promise<unknown>,
  users = 2,
) {
  const times: number[] = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (!done) {
        const start = performance.now();
        const response = await fetch(`${ctx.base}${ctx.productPage()}`, { headers: { cookie: ctx.cookie } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`product page: HTTP ${response.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p95: times[Math.floor(times.length * 0.95)] ?? 0, count: times.length };
}

async function timedUpload(
  ctx: Context,
  name: string,
  kind: string,
  file: Blob,
  query: string,
  target_s: number,
  rows: number,
) {
  process.stderr.write(`midiendo ${name}…\n`);
  const before = memoryMb(ctx.pid);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = memoryMb(ctx.pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.anon = Math.max(peak.anon, now.anon);
  }, 20);
  try {
    return await withStall(ctx.probe, async () => {
      const start = performance.now();
      const form = new FormData();
      form.append("file", file, `${kind}.csv`);
      const request = fetch(`${ctx.base}/api/imports/${kind}${query}`, {
        method: "POST",
        headers: { cookie: ctx.cookie },
        body: form,
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { errors_total?: number },
      }));
      const [answer, pages] = await Promise.all([request, pagesMeanwhile(ctx, request)]);
      const seconds = (performance.now() - start) / 1000;
      const expected = query.includes("dry_run") ? 200 : 201;
      if (answer.status !== expected || (answer.body.errors_total ?? 0) > 0)
        throw new Error(`${name}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
      return {
        name,
        rows,
        seconds: Math.round(seconds * 100) / 100,
        target_s,
        page_p95_ms: Math.round(pages.p95 * 10) / 10,
        pages: pages.count,
        rss_growth_mb: Math.round(peak.rss - before.rss),
        anon_growth_mb: Math.round(peak.anon - before.anon),
      };
    });
  } finally {
    clearInterval(sampler);
  }
}

/** `warehouse`: the name of an active warehouse the opening stock goes to. */
export async function measureImports(ctx: Context, warehouse: string): Promise<ImportBenchRow[]> {
  const tag = Date.now().toString(36).toUpperCase();
  const products = (count: number, prefix: string) => [
    "Código;Nombre;Descripción;Categoría;Precio",
    ...Array.from(
      { length: count },
      (_, i) => `${prefix}-${tag}-${i};Producto importado ${i};Importado por el bench;Importados;${1000 + (i % 5000)}`,
    ),
  ];
  const stock = [
    "Código;Bodega;Lote;Cantidad;Unidad;Costo unitario;Fecha de vencimiento;Stock mínimo;Stock máximo",
    ...Array.from(
      { length: 20_000 },
      (_, i) =>
        `BI-${tag}-${i};${warehouse};L-${tag}-${i % 100};${1 + (i % 50)};UND;${500 + (i % 700)};31/12/2030;2;200`,
    ),
  ];
  const rows: ImportBenchRow[] = [];
  const t = IMPORT_TARGETS;
  rows.push(
    await timedUpload(
      ctx,
      "20,000 products: check",
      "products",
      csvFile(products(20_000, "BI")),
      "?dry_run=true",
      t.check_s,
      20_000,
    ),
  );
  rows.push(
    await timedUpload(
      ctx,
      "20,000 products: apply",
      "products",
      csvFile(products(20_000, "BI")),
      "",
      t.apply_s,
      20_000,
    ),
  );
  rows.push(
    await timedUpload(ctx, "20,000 opening stock: check", "stock", csvFile(stock), "?dry_run=true", t.check_s, 20_000),
  );
  rows.push(await timedUpload(ctx, "20,000 opening stock: apply", "stock", csvFile(stock), "", t.apply_s, 20_000));
  rows.push(
    await timedUpload(
      ctx,
      "100,000 products: apply",
      "products",
      csvFile(products(100_000, "BJ")),
      "",
      t.big_s,
      100_000,
    ),
  );
  return rows;
}

export function printImports(rows: ImportBenchRow[]): void {
  console.log(
    `\nimports (issue 31; product pages by 2 users meanwhile; InvenTree's importer ~${INVENTREE_SECONDS_PER_1000} s per 1,000 rows):`,
  );
  for (const r of rows) {
    const over = (bad: boolean) => (bad ? "!" : "");
    const anchor = Math.round((r.rows / 1000) * INVENTREE_SECONDS_PER_1000);
    console.log(
      `  ${r.name.padEnd(30)} ${r.seconds.toFixed(2)}${over(r.seconds > r.target_s)} s (target ≤ ${r.target_s} s; InvenTree ~${anchor} s)  page p95 ${r.page_p95_ms.toFixed(1)}${over(r.page_p95_ms > IMPORT_TARGETS.page_p95_ms)} ms (${r.pages} pages)  stall ${r.stall_ms.toFixed(0)}${over(r.stall_ms > 250)} ms  RSS +${r.rss_growth_mb}${over(r.rows >= 100_000 && r.rss_growth_mb > IMPORT_TARGETS.big_rss_growth_mb)} MB (anon +${r.anon_growth_mb} MB)`,
    );
  }
}
