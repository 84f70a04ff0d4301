import ipaddr from 'ipaddr.js';

/**
 * The key under which the login throttle and the form limits count a client. An IPv4 address
 * counts as it is; an IPv6 address by its /64 network, because a single household or server
 * usually holds a whole /64 and could otherwise pick a new address for every attempt. An
 * IPv4-mapped IPv6 address (::ffff:192.0.2.1) counts as its IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  try {
    const parsed = ipaddr.process(address);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
  } catch {
    return address;
  }
}
