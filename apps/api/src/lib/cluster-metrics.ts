import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'sakhli:cluster-metrics';
const ANSWER = 'sakhli:cluster-metrics-answer';
const TIMEOUT_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * Under API_WORKERS each worker keeps its own metrics, and a scrape of `/metrics` reaches whichever worker the
 * cluster hands the connection to. So the worker that answers asks the primary, which collects every worker's
 * registry (prom-client's AggregatorRegistry: series carry a `worker` label, so none is summed away) and sends the
 * whole text back: one scrape sees all workers.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}

let nextId = 0;

/** In a worker: offers `registry` to the primary's collection (see serveClusterMetrics). */
export function joinClusterMetrics(registry: Registry): void {
  // The constructor installs the worker's listener that answers the primary's collection.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: every worker's metrics as Prometheus text, through the primary. */
export function collectClusterMetrics(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not answer for the metrics'));
    }, TIMEOUT_MS);
    function onMessage(message: Answer) {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    }
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}
