import http from 'node:http';

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
