/**
 * Preloaded into the api by bench/soak.ts (`node --import ./bench/memory-probe.ts`): every few seconds appends the
 * process's memory (RSS, V8 heap used and total, external, array buffers) as a JSON line to MEMORY_LOG, so the soak
 * sees the api's own heap without any code in the api for it.
 */
import fs from 'node:fs';

const file = process.env.MEMORY_LOG;
const everyMs = Number(process.env.MEMORY_LOG_EVERY_MS ?? 5000);
if (file) {
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
    );
  }, everyMs);
  timer.unref();
}
