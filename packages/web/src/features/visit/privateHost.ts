function isPrivateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255))
    return false;
  const [a = 0, b = 0] = parts;
  return (
    a === 127 || // loopback
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) || // link-local
    a === 0
  );
}

function isPrivateIpv6(host: string): boolean {
  if (host === '::1' || host === '::') return true;
  const first = host.split(':')[0] ?? '';
  // fc00::/7 unique local, fe80::/10 link-local
  return /^f[cd][0-9a-f]{0,2}$/.test(first) || /^fe[89ab][0-9a-f]?$/.test(first);
}

/**
 * Hosts that are not reachable from the internet: localhost, loopback and private ranges,
 * link-local, *.local and bare host names without a dot. Visits there are not recorded (spec §9).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host) return true;
  if (host.includes(':')) return isPrivateIpv6(host);
  if (/^\d+(\.\d+){3}$/.test(host)) return isPrivateIpv4(host);
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return !host.includes('.');
}
