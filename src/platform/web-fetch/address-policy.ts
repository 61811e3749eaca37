import { isIPv4, isIPv6 } from "node:net";

/**
 * Which network addresses and ports a server-side fetch of a user-supplied URL may reach.
 * The rules (and their reasons) are written up in docs/security.md, "Outbound fetches".
 */

/** Why an address is refused. `null` from {@link classifyAddress} means it is a public address. */
export type BlockedAddressKind =
  | "loopback"
  | "private"
  | "link-local"
  | "shared" // carrier-grade NAT, 100.64.0.0/10
  | "unspecified"
  | "multicast"
  | "reserved"; // documentation, benchmarking, broadcast, future use, IETF special purpose

type V4Range = readonly [base: number, prefix: number, kind: BlockedAddressKind];

const V4_RANGES: readonly V4Range[] = [
  [ipv4ToInt("0.0.0.0"), 8, "unspecified"], // "this network"
  [ipv4ToInt("10.0.0.0"), 8, "private"],
  [ipv4ToInt("100.64.0.0"), 10, "shared"],
  [ipv4ToInt("127.0.0.0"), 8, "loopback"],
  [ipv4ToInt("169.254.0.0"), 16, "link-local"], // includes 169.254.169.254 (cloud metadata)
  [ipv4ToInt("172.16.0.0"), 12, "private"],
  [ipv4ToInt("192.0.0.0"), 24, "reserved"], // IETF protocol assignments
  [ipv4ToInt("192.0.2.0"), 24, "reserved"], // TEST-NET-1
  [ipv4ToInt("192.88.99.0"), 24, "reserved"], // 6to4 relay anycast
  [ipv4ToInt("192.168.0.0"), 16, "private"],
  [ipv4ToInt("198.18.0.0"), 15, "reserved"], // benchmarking
  [ipv4ToInt("198.51.100.0"), 24, "reserved"], // TEST-NET-2
  [ipv4ToInt("203.0.113.0"), 24, "reserved"], // TEST-NET-3
  [ipv4ToInt("224.0.0.0"), 4, "multicast"],
  [ipv4ToInt("240.0.0.0"), 4, "reserved"], // future use and 255.255.255.255 broadcast
];

function ipv4ToInt(address: string): number {
  const parts = address.split(".").map(Number);
  return (((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!) >>> 0;
}

function inV4Range(value: number, base: number, prefix: number): boolean {
  if (prefix === 0) return true;
  const mask = (0xffffffff << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

function classifyV4(address: string): BlockedAddressKind | null {
  const value = ipv4ToInt(address);
  for (const [base, prefix, kind] of V4_RANGES) if (inV4Range(value, base, prefix)) return kind;
  return null;
}

/** Eight 16-bit groups of a valid IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const tail = text.lastIndexOf(":");
  const last = text.slice(tail + 1);
  if (last.includes(".")) {
    const v4 = ipv4ToInt(last);
    text = `${text.slice(0, tail + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", rest] = text.split("::") as [string, string | undefined];
  const headGroups = head === "" ? [] : head.split(":");
  const restGroups = rest === undefined || rest === "" ? [] : rest.split(":");
  const fill = rest === undefined ? [] : new Array(8 - headGroups.length - restGroups.length).fill("0");
  return [...headGroups, ...fill, ...restGroups].map((g) => Number.parseInt(g, 16));
}

function v4FromGroups(high: number, low: number): string {
  return `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;
}

function classifyV6(address: string): BlockedAddressKind | null {
  const g = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return "unspecified"; // ::
  if (zeroTo(7) && g7 === 1) return "loopback"; // ::1
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d: judged by the IPv4 address inside.
  if (zeroTo(5) && g5 === 0xffff) return classifyV4(v4FromGroups(g6, g7));
  if (zeroTo(6)) return classifyV4(v4FromGroups(g6, g7)) ?? "reserved";
  // NAT64 64:ff9b::/96 carries an IPv4 address in its last 32 bits.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return classifyV4(v4FromGroups(g6, g7));
  // 6to4 2002::/16 carries one in bits 16-47.
  if (g0 === 0x2002) return classifyV4(v4FromGroups(g1, g2)) ?? null;
  if ((g0 & 0xfe00) === 0xfc00) return "private"; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return "private"; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return "multicast"; // ff00::/8
  if (g0 === 0x2001 && g1 < 0x200) return "reserved"; // 2001::/23 special purpose (Teredo, ORCHID…)
  if (g0 === 0x2001 && g1 === 0xdb8) return "reserved"; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "reserved"; // discard 100::/64
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return "private"; // local-use NAT64 64:ff9b:1::/48
  // Only 2000::/3 is allocated global unicast; everything else is reserved.
  if ((g0 & 0xe000) !== 0x2000) return "reserved";
  return null;
}

/**
 * Classifies an IP address (v4 or v6, without brackets). Returns why it is refused, or `null`
 * for a public address. Anything that is not an IP address at all is "reserved".
 */
export function classifyAddress(address: string): BlockedAddressKind | null {
  if (isIPv4(address)) return classifyV4(address);
  if (isIPv6(address)) return classifyV6(address);
  return "reserved";
}

/**
 * Ports browsers refuse to fetch from (the Fetch standard's "bad ports" above 1023); below 1024
 * only 80 and 443 are allowed.
 */
const BAD_HIGH_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** 80, 443 and non-privileged ports (1024–65535) except the browsers' bad ports. */
export function isAllowedPort(port: number): boolean {
  if (port === 80 || port === 443) return true;
  return Number.isInteger(port) && port >= 1024 && port <= 65535 && !BAD_HIGH_PORTS.has(port);
}

/** Host names that never lead to a public site, whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (!name.includes(".")) return true; // single-label names resolve through local search domains
  return /(?:^|\.)(?:localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/.test(name);
}
