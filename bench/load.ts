import http from 'node:http';
import type { BenchRow } from './harness';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * A small closed-loop load generator: `connections` keep-alive connections each send the next
 * request as soon as the last answered, for `seconds`. Bounded in time and aimed at 127.0.0.1 only.
 */
export async function runLoad(
  port: number,
  next: () => LoadRequest,
  { connections = 16, seconds = 5, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = (request: LoadRequest) =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          agent,
          headers: request.body
            ? {
                ...headers,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(request.body),
              }
            : headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 400) errors += 1;
            latencies.push(performance.now() - start);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(request.body);
    });

  const worker = async () => {
    while (performance.now() < deadline) await once(next());
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? Number.NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

export interface Latencies {
  p50: number;
  p99: number;
  /** Size of the last answer. */
  bytes: number;
}

/**
 * What one user waits: `runs` requests sent one after another on one keep-alive connection, after
 * `warmup` unmeasured ones (JIT, statement caches, pdfkit's first load). `pathOf(i)` names the i-th.
 */
export async function oneAtATime(
  port: number,
  pathOf: (i: number) => string,
  headers: Record<string, string>,
  { runs, warmup, slowMs = Number.POSITIVE_INFINITY }: { runs: number; warmup: number; slowMs?: number },
): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (path: string) =>
    new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
      const start = performance.now();
      const request = http.request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${path} answered ${response.statusCode}`));
          else resolve({ ms: performance.now() - start, bytes });
        });
      });
      request.on('error', reject);
      request.end();
    });
  try {
    for (let i = 0; i < warmup; i += 1) await once(pathOf(i));
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      const answer = await once(pathOf(warmup + i));
      times.push(answer.ms);
      bytes = answer.bytes;
      // A case far over its target is measured five times, not `runs`: the figure is missed anyway.
      if (times.length >= 5 && answer.ms > slowMs) break;
    }
    times.sort((a, b) => a - b);
    // The same quantile as the load generator's (load.ts).
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
    return { p50: at(0.5), p99: at(0.99), bytes };
  } finally {
    agent.destroy();
  }
}

export const latencyRows = (suite: string, metric: string, measured: Latencies, max?: number): BenchRow[] => [
  { suite, metric: `${metric}: median`, value: measured.p50, unit: 'ms' },
  {
    suite,
    metric: `${metric}: p99`,
    value: measured.p99,
    unit: 'ms',
    ...(max === undefined ? {} : { target: { max } }),
  },
];
