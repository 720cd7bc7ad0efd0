// Polls /api/health every 20 ms for N seconds; prints each answer slower than 100 ms with its time.
const port = process.argv[2];
const seconds = Number(process.argv[3] ?? 180);
const end = Date.now() + seconds * 1000;
const slow = [];
let n = 0;
const all = [];
const t0 = Date.now();
while (Date.now() < end) {
  const a = performance.now();
  await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
  const ms = performance.now() - a;
  n++;
  all.push(ms);
  if (ms > 100) {
    slow.push([((Date.now() - t0) / 1000).toFixed(1), ms.toFixed(0)]);
    console.log('slow at', ((Date.now() - t0) / 1000).toFixed(1), 's:', ms.toFixed(0), 'ms');
  }
  await new Promise((r) => setTimeout(r, 20));
}
all.sort((a, b) => a - b);
console.log(
  'n',
  n,
  'p50',
  all[Math.floor(n / 2)].toFixed(1),
  'p99',
  all[Math.floor(n * 0.99)].toFixed(1),
  'max',
  all[n - 1].toFixed(0),
);
