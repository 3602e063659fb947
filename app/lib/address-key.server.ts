import { isIPv4, isIPv6 } from "node:net";

// One key per connection a limit or a visitor is counted by (decision 023, decision 043).

/**
 * An IPv4 address as it is (also when the socket reports it IPv4-mapped, ::ffff:1.2.3.4); an
 * IPv6 address as its /64, the block a network gives one subscriber.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped) return mapped;
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const known = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - known.length - after.length)).fill("0");
  const full = [...known, ...zeros, ...after];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
