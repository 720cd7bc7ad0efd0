const port = process.argv[2];
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
});
const cookie = login.headers.get('set-cookie').split(';')[0];
const cases = [
  ['apartments first', '/api/get/apartment_properties', ''],
  ['apartments search', '/api/get/apartment_properties', 'q=accra'],
  ['apartments filter', '/api/get/apartment_properties', 'status=Available'],
  ['apartments sort', '/api/get/apartment_properties', 'sort=price'],
  ['rent search', '/api/view/rent_records', 'q=mensah'],
  ['payments search', '/api/apartment/all_payments', 'q=mensah'],
  ['maintenance search', '/api/get/maintenance_records', 'q=brake'],
  ['maintenance sort', '/api/get/maintenance_records', 'sort=cost'],
  ['maintenance page 500', '/api/get/maintenance_records', 'page=500'],
  ['contracts search', '/api/hire/contracts', 'q=mensah'],
  ['remittances first', '/api/hire/remittances', ''],
  ['remittances page 10000', '/api/hire/remittances', 'page=10000'],
  ['remittances search', '/api/hire/remittances', 'q=mensah'],
  ['payments first', '/api/apartment/all_payments', ''],
];
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
for (const [name, path, q] of cases) {
  if (only && !only.test(name)) continue;
  const params = new URLSearchParams({ page: '1', pageSize: '25' });
  for (const [k, v] of new URLSearchParams(q)) params.set(k, v);
  const url = `${base}${path}?${params}`;
  const times = [];
  for (let i = 0; i < 43; i++) {
    const a = performance.now();
    const r = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${name} ${r.status}`);
    if (i >= 3) times.push(performance.now() - a);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(24),
    'p50',
    times[20].toFixed(1).padStart(7),
    'p99',
    times[39].toFixed(1).padStart(7),
    'max',
    times[39].toFixed(0),
  );
}
