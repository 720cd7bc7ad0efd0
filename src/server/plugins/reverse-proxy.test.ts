// A real reverse proxy in front of the real server (docs/decisions/107-trust-proxy.md): Debian's Caddy
// and nginx, each started here on a loopback port with TLS, the server behind them with
// TRUST_PROXY=127.0.0.1. Through each, over HTTPS as a browser would (with its Origin): sign in,
// record a payment, sign out. The configurations are the README's ("Behind Caddy or nginx").
// Each proxy runs only where it is installed; the test is skipped only when neither is.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { rentRecordBody } from '../modules/apartments/test-data';
import {
  freePort,
  LOOPBACK,
  outputTail,
  type ServerProcess,
  startedServerProcess,
  stopProcess,
} from '../test/processes';
import { SESSION_COOKIE } from './auth';
import { isLoopbackAddress } from './proxy';

const ADMIN = { email: 'behind-proxy@example.com', password: 'behind-proxy-password' };
const START_TIMEOUT_MS = 60_000;

/** The first of `names` on PATH or in the usual sbin folders (nginx is in /usr/sbin, not on a user's PATH). */
function findBinary(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
  return folders.map((folder) => path.join(folder, name)).find((file) => fs.existsSync(file));
}

interface Proxy {
  name: 'caddy' | 'nginx';
  binary: string;
  /** Writes the proxy's configuration into `dir`; answers the command and the CA file to trust. */
  prepare(dir: string, port: number, upstream: string): { args: string[]; ca: string };
}

/** The Caddyfile of the README: no admin endpoint, no ACME, its own CA, nothing outside `dir`. */
function caddyfile(port: number, upstream: string, storage: string): string {
  return `{
	admin off
	auto_https disable_redirects
	skip_install_trust
	storage file_system ${storage}
	https_port ${port}
	servers {
		protocols h1 h2
	}
}

https://127.0.0.1:${port} {
	bind 127.0.0.1
	tls internal
	reverse_proxy ${upstream}
}
`;
}

/** The README's nginx server block, in a configuration that keeps every file nginx writes in `dir`. */
function nginxConf(port: number, upstream: string, dir: string): string {
  // Started as root (CI), nginx would run its workers as `nobody`, who cannot read `dir`.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;

    location / {
      proxy_pass http://${upstream};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

const PROXIES: Proxy[] = [];
const caddy = findBinary('caddy');
if (caddy)
  PROXIES.push({
    name: 'caddy',
    binary: caddy,
    prepare(dir, port, upstream) {
      const storage = path.join(dir, 'storage');
      fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile(port, upstream, storage));
      return {
        args: ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
        ca: path.join(storage, 'pki/authorities/local/root.crt'),
      };
    },
  });
const nginx = findBinary('nginx');
const openssl = findBinary('openssl');
if (nginx && openssl)
  PROXIES.push({
    name: 'nginx',
    binary: nginx,
    prepare(dir, port, upstream) {
      // A self-signed certificate for 127.0.0.1, valid for a day.
      execFileSync(
        openssl,
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-days',
          '1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(port, upstream, dir));
      return {
        args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
        ca: path.join(dir, 'cert.pem'),
      };
    },
  });

/** strace, when this machine lets it trace: it shows every address the proxy connects to. */
const strace = findBinary('strace');
const canTrace =
  strace !== undefined &&
  spawnSync(strace, ['-f', '-e', 'trace=connect', '-o', '/dev/null', 'true']).status === 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: () => unknown;
}

/** One HTTPS request to the proxy, trusting only its CA, sent as the app's page would send it. */
function call(
  port: number,
  ca: Buffer,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const origin = `https://${LOOPBACK}:${port}`;
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: LOOPBACK,
        port,
        method,
        path: url,
        ca,
        agent: false,
        headers: {
          ...(method === 'GET' ? {} : { origin }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          // What a client says about itself is replaced by the proxy.
          'x-forwarded-proto': 'http',
          'x-forwarded-for': '192.0.2.66',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: () => JSON.parse(text),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Stops a process group started here (the proxy, and strace around it) and waits for its leader. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The addresses of every IPv4 or IPv6 connect() in an strace log. */
function connectedAddresses(log: string): string[] {
  return [
    ...log.matchAll(
      /connect\(\d+, \{sa_family=AF_INET6?, [^}]*?(?:inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)")/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
}

describe.skipIf(PROXIES.length === 0)('behind a reverse proxy over HTTPS', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-proxy-server-'));
    server = await startedServerProcess(
      dataDir,
      { TRUST_PROXY: LOOPBACK, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      START_TIMEOUT_MS,
    );
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (server) await stopProcess(server.child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  describe.each(PROXIES)('$name', (proxy) => {
    let dir: string;
    let port: number;
    let ca: Buffer;
    let child: ChildProcess;
    let output: () => string;
    let trace: string | undefined;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `pm-proxy-${proxy.name}-`));
      port = await freePort();
      const prepared = proxy.prepare(dir, port, new URL(server.baseURL).host);
      trace = canTrace && proxy.name === 'caddy' ? path.join(dir, 'connects.txt') : undefined;
      const [command, args] =
        trace && strace
          ? [strace, ['-f', '-e', 'trace=connect', '-o', trace, proxy.binary, ...prepared.args]]
          : [proxy.binary, prepared.args];
      child = spawn(command, args, {
        // Its own process group, stopped whole; nothing of this environment but PATH, and its home
        // (Caddy's data and autosaved configuration) inside `dir`. Any HTTP(S) it tried to send
        // elsewhere would go to a proxy nobody listens on.
        detached: true,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          XDG_DATA_HOME: path.join(dir, 'data'),
          XDG_CONFIG_HOME: path.join(dir, 'config'),
          HTTP_PROXY: 'http://127.0.0.1:9',
          HTTPS_PROXY: 'http://127.0.0.1:9',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      output = outputTail(child);
      const until = Date.now() + 20_000;
      for (;;) {
        if (child.exitCode !== null)
          throw new Error(`${proxy.name} exited (${child.exitCode}):\n${output()}`);
        try {
          if (fs.existsSync(prepared.ca)) {
            ca = fs.readFileSync(prepared.ca);
            if ((await call(port, ca, 'GET', api.health)).status === 200) break;
          }
        } catch {
          // not listening, or its certificate not made yet
        }
        if (Date.now() > until) throw new Error(`${proxy.name} did not come up:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 30_000);

    afterAll(async () => {
      if (child) await stopGroup(child);
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      // Nothing is left: the proxy has exited and its folder is gone.
      expect(child?.exitCode !== null || child?.signalCode !== null).toBe(true);
      expect(fs.existsSync(dir)).toBe(false);
    }, 15_000);

    it('signs in with a Secure cookie, records a payment and signs out, with the browser Origin', async () => {
      const login = await call(port, ca, 'POST', api.login, { body: ADMIN });
      expect(login.status, JSON.stringify(login.json())).toBe(200);
      const setCookie = [login.headers['set-cookie'] ?? []]
        .flat()
        .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; HttpOnly/);
      const cookie = setCookie?.split(';')[0] ?? '';

      const tenant = await call(port, ca, 'POST', api.addRentRecord, {
        cookie,
        body: rentRecordBody({ tenantName: `Yaw Behind ${proxy.name}` }),
      });
      expect(tenant.status, JSON.stringify(tenant.json())).toBe(200);
      const tenantId = (tenant.json() as { data: { _id: string } }).data._id;

      const payment = await call(port, ca, 'POST', api.addPayment, {
        cookie,
        body: { tenant: tenantId, amountPaid: 800, method: 'Cash', Date: '2026-02-01', status: 'Completed' },
      });
      expect(payment.status, JSON.stringify(payment.json())).toBe(200);
      const paymentId = (payment.json() as { _id: string })._id;
      const read = await call(port, ca, 'GET', api.payment(paymentId), { cookie });
      expect(read.status).toBe(200);
      expect(read.json()).toMatchObject({ _id: paymentId, amountPaid: 800 });

      // Another site's page is still refused through the proxy.
      const crossSite = await new Promise<number>((resolve, reject) => {
        https
          .request(
            {
              host: LOOPBACK,
              port,
              method: 'POST',
              path: api.logout,
              ca,
              agent: false,
              headers: { origin: 'https://evil.example', cookie },
            },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          )
          .on('error', reject)
          .end();
      });
      expect(crossSite).toBe(403);

      const logout = await call(port, ca, 'POST', api.logout, { cookie });
      expect(logout.status).toBe(200);
      expect((await call(port, ca, 'GET', api.profile, { cookie })).status).toBe(401);
    });

    if (proxy.name === 'caddy')
      it('Caddy reaches nothing but the server: no admin endpoint, no ACME', () => {
        const adapted = execFileSync(
          proxy.binary,
          ['adapt', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
          {
            env: { PATH: process.env.PATH, HOME: dir },
            encoding: 'utf8',
          },
        );
        const config = JSON.parse(adapted) as {
          admin?: { disabled?: boolean };
          apps: { tls: { automation: { policies: { issuers: { module: string }[] }[] } } };
        };
        expect(config.admin?.disabled).toBe(true);
        const issuers = config.apps.tls.automation.policies.flatMap((policy) => policy.issuers);
        expect(issuers.map((issuer) => issuer.module)).toEqual(['internal']);
        expect(adapted).not.toMatch(/acme|zerossl|letsencrypt/i);
        expect(output()).not.toMatch(/acme|zerossl|letsencrypt/i);
        if (trace) {
          const addresses = connectedAddresses(fs.readFileSync(trace, 'utf8'));
          // It did connect somewhere: to the server.
          expect(addresses).toContain(LOOPBACK);
          expect(addresses.filter((address) => !isLoopbackAddress(address))).toEqual([]);
        }
      });
  });
});

if (PROXIES.length === 0)
  it.skip('behind a reverse proxy over HTTPS: needs caddy, or nginx and openssl; neither is installed here (apt-get install caddy)', () => {});
