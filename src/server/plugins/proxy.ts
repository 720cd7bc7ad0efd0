import net from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from '../config/config';

/**
 * Fastify's `trustProxy` for `TRUST_PROXY` (docs/decisions/107-trust-proxy.md). Fastify's own `true`
 * believes every hop (any client could name itself in `X-Forwarded-For`) and its plain number believes
 * none, so a number of hops is a function counting them from the server outwards. Addresses and
 * ranges go as they are: Fastify believes only a peer among them.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (!trust) return false;
  if ('addresses' in trust) return [...trust.addresses];
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops;
}

const LOOPBACK_ADDRESSES = new net.BlockList();
LOOPBACK_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK_ADDRESSES.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, also written as an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const version = net.isIP(plain);
  if (version === 0) return false;
  return LOOPBACK_ADDRESSES.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/** A host name only this machine answers to: a loopback address, `localhost` or a name under it. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** The name in a Host header, without its port. */
function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '');
}

/**
 * Whether the first-run setup of a fresh install may be answered (docs/decisions/108-first-run-from-afar.md):
 * when the person set HOST to an address other machines reach, or when every address and name the
 * request went by is this machine's own. The raw Host header is checked besides the forwarded one: a
 * page on a rebinding name reaching the server directly can forge `X-Forwarded-*`, not Host.
 */
export function firstRunAllowed(request: FastifyRequest, config: Config): boolean {
  if (config.hostExplicit && !isLoopbackName(config.host)) return true;
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    isLoopbackName(hostnameOf(request.headers.host)) &&
    isLoopbackName(request.hostname)
  );
}
