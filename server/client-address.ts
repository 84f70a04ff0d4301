import ipaddr from 'ipaddr.js';

/**
 * The key of every client address that is not an IP address (a proxy that writes "ip:port" or
 * junk into X-Forwarded-For): they all share one bucket, so such values cannot give each request
 * a bucket of its own.
 */
export const INVALID_CLIENT = 'invalid';

/** Whether `address` is an IPv4 address in dotted decimal or an IPv6 address. */
export function isIpAddress(address: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
}

/** The address parsed, an IPv4-mapped IPv6 address (::ffff:192.0.2.1) as its IPv4 address. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!isIpAddress(address)) return undefined;
  try {
    return ipaddr.process(address);
  } catch {
    return undefined;
  }
}

const network = (address: ipaddr.IPv4 | ipaddr.IPv6, bits: number) => {
  const cidr = `${address.toString()}/${bits}`;
  const start =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
      : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${start.toString()}/${bits}`;
};

/**
 * The key under which the login throttle and the form limits count a client. An IPv4 address
 * counts as it is; an IPv6 address by its /64 network, because a single household or server
 * usually holds a whole /64 and could otherwise pick a new address for every attempt.
 */
export function clientKey(address: string): string {
  const ip = parsed(address);
  if (!ip) return INVALID_CLIENT;
  return ip.kind() === 'ipv4' ? ip.toString() : network(ip, 64);
}

/**
 * The network a client belongs to, one level above clientKey: an IPv4 /24, an IPv6 /48 (what a
 * provider usually gives one customer or site). Many /64s of one /48 are one sender's.
 */
export function networkKey(address: string): string {
  const ip = parsed(address);
  if (!ip) return INVALID_CLIENT;
  return network(ip, ip.kind() === 'ipv4' ? 24 : 48);
}

/** Whether the client is on this machine (127.0.0.0/8, ::1, or ::ffff:127.x). */
export function isLoopback(address: string): boolean {
  return parsed(address)?.range() === 'loopback';
}
