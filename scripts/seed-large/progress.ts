/** One progress line per phase on stderr: bar, count, rate and ETA, redrawn at most 5 times a second. */
export function progress(label: string, total: number) {
  const started = performance.now();
  let done = 0;
  let lastDraw = 0;
  const interactive = process.stderr.isTTY;

  function draw(final = false) {
    const now = performance.now();
    if (!final && now - lastDraw < (interactive ? 200 : 5000)) return;
    lastDraw = now;
    const seconds = (now - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const width = 24;
    const bar = "█".repeat(Math.round(ratio * width)).padEnd(width, "░");
    const eta = final
      ? `${seconds.toFixed(1)} s`
      : `ETA ${Math.max(0, (total - done) / Math.max(rate, 1)).toFixed(0)} s`;
    const line = `${label.padEnd(16)} ${bar} ${(ratio * 100).toFixed(0).padStart(3)}% ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} ${Math.round(rate).toLocaleString("en-US")}/s ${eta}`;
    process.stderr.write(interactive ? `\r${line}${final ? "\n" : ""}` : `${line}\n`);
  }

  return {
    add(n: number) {
      done += n;
      draw();
    },
    finish() {
      draw(true);
    },
  };
}
