import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

import { isPublicAddress } from "#app/lib/public-address.ts";

/** A name's addresses, as the system resolver gives them; tests replace it. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

/** The code of the error a name with no public address fails with (as ENOTFOUND is). */
export const NOT_PUBLIC_CODE = "ENOTPUBLIC";

/**
 * A lookup for the sockets phone alerts are sent on: the name's addresses that are public,
 * or an error when it has none. The socket connects to an address this returned, so what is
 * checked is what is reached, even when the name's answer changes between two lookups (DNS
 * rebinding). Addresses written in the URL are not looked up: check those before connecting.
 */
export function publicLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? options.family;
    resolve(hostname).then(
      (found) => {
        const usable = found.filter(
          (entry) => isPublicAddress(entry.address) && (!family || entry.family === family),
        );
        if (usable.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no public address`);
          error.code = NOT_PUBLIC_CODE;
          callback(error, "", 0);
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
