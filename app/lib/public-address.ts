/*
 * Whether an address is public: one that anyone on the internet reaches as this server does.
 * Phone alerts are sent only to such addresses (decision 030); the others reach this machine,
 * its network or a range set aside, where an address typed by an account would make the server
 * post to its own services.
 */

/**
 * IPv4 ranges that are not public (IANA's special-purpose registry): this network and
 * unspecified, private, carrier-grade NAT, loopback, link-local (cloud metadata), protocol
 * assignments, documentation, the old 6to4 relay, benchmarking, multicast, reserved and
 * broadcast.
 */
const NOT_PUBLIC_IPV4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
].map(range);

/** The IPv6 that is public: global unicast; everything outside it is local or set aside. */
const GLOBAL_UNICAST = range("2000::/3");

/**
 * Ranges inside global unicast that are not public: IETF protocol assignments (Teredo and
 * benchmarking among them), documentation, 6to4 (which carries an IPv4 address of any kind).
 */
const NOT_PUBLIC_IPV6 = ["2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20"].map(range);

/** IPv6 forms that carry an IPv4 address in their last 32 bits: that address decides. */
const CARRIES_IPV4 = [
  // IPv4-mapped (::ffff:127.0.0.1): a dual-stack socket connects to the IPv4 address.
  range("::ffff:0:0/96"),
  // NAT64's well-known prefix: a NAT64 gateway connects to the IPv4 address.
  range("64:ff9b::/96"),
];

/** Names that never leave the machine or its network (RFC 6761, 6762, 8375; ICANN's .internal). */
const LOCAL_NAME_SUFFIXES = ["localhost", "local", "internal", "home.arpa"];

type Range = { bytes: number[]; bits: number };

function range(text: string): Range {
  const [address = "", bits = ""] = text.split("/");
  const bytes = addressBytes(address);
  if (!bytes) throw new Error(`Not an address range: ${text}`);
  return { bytes, bits: Number(bits) };
}

function inRange(bytes: number[], { bytes: prefix, bits }: Range): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, bits - bit))) & 0xff;
    const index = bit / 8;
    if ((bytes[index]! & mask) !== (prefix[index]! & mask)) return false;
  }
  return true;
}

/** Four decimal parts 0–255, as DNS answers and URLs (which normalise every spelling) give it. */
function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) {
    return undefined;
  }
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

function ipv6Bytes(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const last = halves.length === 2 ? tail : head;
  // A dotted IPv4 address may end it, in place of the last two groups.
  const dotted = last.at(-1)?.includes(".") ? ipv4Bytes(last.pop()!) : [];
  if (!dotted) return undefined;
  const groups = [...head, ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const missing = 8 - dotted.length / 2 - groups.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const words = [...head, ...Array<string>(missing).fill("0"), ...tail].map((group) =>
    parseInt(group, 16),
  );
  return [...words.flatMap((word) => [word >> 8, word & 0xff]), ...dotted];
}

/**
 * The bytes of an IP address (4 for IPv4, 16 for IPv6), or undefined for anything else (a
 * name). IPv6 may come in brackets, as a URL's hostname has it, and with a zone (`%eth0`).
 */
export function addressBytes(text: string): number[] | undefined {
  const bare = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  return bare.includes(":") ? ipv6Bytes(bare) : ipv4Bytes(bare);
}

/** Whether an IP address is public; anything that is not an address is not. */
export function isPublicAddress(text: string): boolean {
  const bytes = addressBytes(text);
  if (!bytes) return false;
  if (bytes.length === 4) return !NOT_PUBLIC_IPV4.some((r) => inRange(bytes, r));
  if (CARRIES_IPV4.some((r) => inRange(bytes, r))) {
    return isPublicAddress(bytes.slice(12).join("."));
  }
  return inRange(bytes, GLOBAL_UNICAST) && !NOT_PUBLIC_IPV6.some((r) => inRange(bytes, r));
}

/**
 * Whether a URL's hostname may be public: a public address, or a name with a dot that is not
 * one of the local names. What a name points at is known only when it is looked up, and is
 * checked then again.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (addressBytes(host)) return isPublicAddress(host);
  if (!host.includes(".") || host.startsWith("[")) return false;
  return !LOCAL_NAME_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
