// Bundle analysis of the built web app (apps/web/dist): gzipped size of every JS chunk, the entry and
// what the browser loads with it, and a check that every route screen is split into its own lazy chunk.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import ts from "typescript";

export type ChunkKind = "entry" | "initial" | "route" | "lazy" | "shared";

export type Chunk = {
  file: string;
  kind: ChunkKind;
  /** Routes whose lazy() import resolves to this chunk (kind "route" only). */
  routes: string[];
  raw_bytes: number;
  gzip_bytes: number;
};

/** One `lazy` declaration found in apps/web/src: a route object's `lazy` property or a React.lazy() call. */
export type LazyDeclaration = {
  file: string;
  line: number;
  route: string;
  /** Specifiers of the dynamic import()s the declaration runs, e.g. "../features/auth/pages/login-page". */
  modules: string[];
  /** The emitted chunk each module ended up in (null: no separate lazy chunk found). */
  chunks: Array<string | null>;
};

/** A route object without `lazy` and without children: what it renders ships with its parent. */
export type EagerLeafRoute = { file: string; line: number; route: string; renders: string };

export type BundleReport = {
  entry: Chunk;
  /** Entry plus every chunk it imports statically: the JS a first page load always downloads. */
  initial_js_gzip_bytes: number;
  all_js_gzip_bytes: number;
  css: Array<{ file: string; raw_bytes: number; gzip_bytes: number }>;
  chunks: Chunk[];
  lazy: {
    declarations: LazyDeclaration[];
    distinct_modules: number;
    lazy_chunks: number;
    eager_leaf_routes: EagerLeafRoute[];
    problems: string[];
    pass: boolean;
  };
};

const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
const matchAll = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

export function analyzeBundle(webDir: string): BundleReport {
  const dist = path.join(webDir, "dist");
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const entrySrc = /<script\b[^>]*type=["']?module["']?[^>]*\bsrc=["']([^"']+)["']/.exec(html)?.[1];
  if (!entrySrc) throw new Error("apps/web/dist/index.html has no <script type=module src=…>");
  const assets = path.join(dist, "assets");
  const entryFile = path.basename(entrySrc);
  const jsFiles = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
  if (!jsFiles.includes(entryFile)) throw new Error(`entry chunk ${entrySrc} is not in apps/web/dist/assets`);
  const source = new Map(jsFiles.map((f) => [f, fs.readFileSync(path.join(assets, f))]));

  // The initial set: the entry and, transitively, every chunk it imports statically.
  const initial = new Set<string>();
  const pending = [entryFile];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (initial.has(file) || !source.has(file)) continue;
    initial.add(file);
    pending.push(...matchAll(source.get(file)!.toString("utf8"), STATIC_IMPORT));
  }
  // Chunks some chunk loads with import(): the split points Vite made from the app's dynamic imports.
  const dynamicTargets = new Set(
    jsFiles.flatMap((f) => matchAll(source.get(f)!.toString("utf8"), DYNAMIC_IMPORT)).filter((f) => !initial.has(f)),
  );

  const declarations = findLazyDeclarations(path.join(webDir, "src"));
  const chunkForModule = (specifier: string) => {
    // Vite names a dynamic-import chunk after the module's file name: login-page → login-page-<hash>.js.
    const base = path.posix.basename(specifier).replace(/\.(tsx?|jsx?)$/, "");
    const name = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[\\w-]{8}\\.js$`);
    return [...dynamicTargets].find((f) => name.test(f)) ?? null;
  };
  for (const d of declarations.lazy) d.chunks = d.modules.map(chunkForModule);

  const routesByChunk = new Map<string, string[]>();
  for (const d of declarations.lazy)
    for (const chunk of d.chunks) if (chunk) routesByChunk.set(chunk, [...(routesByChunk.get(chunk) ?? []), d.route]);

  const chunks: Chunk[] = jsFiles.map((file) => {
    const kind: ChunkKind =
      file === entryFile
        ? "entry"
        : initial.has(file)
          ? "initial"
          : routesByChunk.has(file)
            ? "route"
            : dynamicTargets.has(file)
              ? "lazy"
              : "shared";
    const buffer = source.get(file)!;
    return {
      file,
      kind,
      routes: [...new Set(routesByChunk.get(file) ?? [])],
      raw_bytes: buffer.length,
      gzip_bytes: gzipSize(buffer),
    };
  });
  const order: ChunkKind[] = ["entry", "initial", "route", "lazy", "shared"];
  chunks.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.gzip_bytes - a.gzip_bytes);

  const problems: string[] = [];
  if (declarations.lazy.length === 0) problems.push("no lazy route declarations found in apps/web/src");
  for (const d of declarations.lazy) {
    if (d.modules.length === 0) problems.push(`${d.file}:${d.line} (${d.route}): lazy without a dynamic import()`);
    d.modules.forEach((m, i) => {
      if (!d.chunks[i]) problems.push(`${d.file}:${d.line} (${d.route}): ${m} has no lazy chunk of its own`);
    });
  }
  // Screens of the dashboard must all be lazy; an eager leaf there would put a page in the entry. A leaf
  // that only redirects (a section's index sent to its first tab) carries no screen.
  for (const leaf of declarations.eagerLeaves)
    if (leaf.route.startsWith("/dashboard") && !leaf.renders.startsWith("<Navigate "))
      problems.push(`${leaf.file}:${leaf.line} (${leaf.route}): dashboard route rendered eagerly (${leaf.renders})`);
  const distinctModules = new Set(declarations.lazy.flatMap((d) => d.modules)).size;
  const lazyChunks = new Set(declarations.lazy.flatMap((d) => d.chunks).filter(Boolean)).size;
  if (dynamicTargets.size < distinctModules)
    problems.push(`${dynamicTargets.size} lazily loaded chunks for ${distinctModules} lazily imported route modules`);

  const sum = (list: Chunk[]) => list.reduce((total, c) => total + c.gzip_bytes, 0);
  const entry = chunks.find((c) => c.kind === "entry")!;
  const css = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".css"))
    .map((file) => {
      const buffer = fs.readFileSync(path.join(assets, file));
      return { file, raw_bytes: buffer.length, gzip_bytes: gzipSize(buffer) };
    });
  return {
    entry,
    initial_js_gzip_bytes: sum(chunks.filter((c) => c.kind === "entry" || c.kind === "initial")),
    all_js_gzip_bytes: sum(chunks),
    css,
    chunks,
    lazy: {
      declarations: declarations.lazy,
      distinct_modules: distinctModules,
      lazy_chunks: lazyChunks,
      eager_leaf_routes: declarations.eagerLeaves,
      problems,
      pass: problems.length === 0,
    },
  };
}

/**
 * Reads every non-test .ts/.tsx file under `srcDir` with the TypeScript parser and lists:
 * - route objects with a `lazy` property and React.lazy()/lazy() calls, with the import()s they run;
 * - leaf route objects (no children) rendered without `lazy`.
 * A route's full path is built from the `path` of the route objects it is nested in through `children`.
 */
function findLazyDeclarations(srcDir: string) {
  const lazy: LazyDeclaration[] = [];
  const eagerLeaves: EagerLeafRoute[] = [];
  const files = fs
    .readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes("test"));
  for (const relative of files) {
    const file = path.join(srcDir, relative);
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes("lazy")) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const where = (node: ts.Node) => ({
      file: path.relative(path.resolve(srcDir, "../../.."), file),
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
    });

    const variables = new Map<string, ts.Expression>();
    const collectVariables = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        variables.set(node.name.text, node.initializer);
      ts.forEachChild(node, collectVariables);
    };
    collectVariables(sf);
    const importsIn = (node: ts.Node | undefined): string[] => {
      if (!node) return [];
      if (ts.isIdentifier(node) && variables.has(node.text)) return importsIn(variables.get(node.text));
      const found: string[] = [];
      const visit = (n: ts.Node) => {
        if (
          ts.isCallExpression(n) &&
          n.expression.kind === ts.SyntaxKind.ImportKeyword &&
          n.arguments[0] &&
          ts.isStringLiteralLike(n.arguments[0])
        )
          found.push(n.arguments[0].text);
        ts.forEachChild(n, visit);
      };
      visit(node);
      return found;
    };

    const property = (obj: ts.ObjectLiteralExpression, name: string) =>
      obj.properties.find(
        (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
          (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
          (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
          p.name.text === name,
      );
    const initializerOf = (p: ts.PropertyAssignment | ts.ShorthandPropertyAssignment) =>
      ts.isPropertyAssignment(p) ? p.initializer : p.name;
    const isRouteObject = (node: ts.Node): node is ts.ObjectLiteralExpression =>
      ts.isObjectLiteralExpression(node) &&
      ts.isArrayLiteralExpression(node.parent) &&
      ["path", "index", "lazy", "element", "Component", "children"].some((name) => property(node, name));
    const routePath = (obj: ts.ObjectLiteralExpression) => {
      const segments: string[] = [];
      for (let node: ts.Node | undefined = obj; node; node = node.parent) {
        if (!isRouteObject(node)) continue;
        const p = property(node, "path");
        const value = p && initializerOf(p);
        if (value && ts.isStringLiteralLike(value)) segments.unshift(value.text.replace(/^\/|\/$/g, ""));
      }
      return `/${segments.filter(Boolean).join("/")}`;
    };

    const visit = (node: ts.Node) => {
      if (isRouteObject(node)) {
        const lazyProp = property(node, "lazy");
        if (lazyProp) {
          const index = property(node, "index") ? " (index)" : "";
          lazy.push({
            ...where(lazyProp),
            route: `${routePath(node)}${index}`,
            modules: importsIn(initializerOf(lazyProp)),
            chunks: [],
          });
        } else if (!property(node, "children")) {
          const shown = property(node, "element") ?? property(node, "Component");
          eagerLeaves.push({
            ...where(node),
            route: routePath(node),
            renders: shown ? initializerOf(shown).getText(sf).slice(0, 60) : "nothing",
          });
        }
      }
      // React.lazy(() => import("…")) or lazy(() => import("…")).
      if (
        ts.isCallExpression(node) &&
        ((ts.isIdentifier(node.expression) && node.expression.text === "lazy") ||
          (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "lazy"))
      ) {
        lazy.push({ ...where(node), route: "(React.lazy component)", modules: importsIn(node), chunks: [] });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { lazy, eagerLeaves };
}
