import ipaddr from "ipaddr.js";

/**
 * Address policy of the fetcher: only globally routable unicast addresses may be contacted.
 *
 * ipaddr.js names every special-purpose range (loopback, private, linkLocal, carrierGradeNat,
 * multicast, broadcast, reserved — which covers documentation and 198.18/15 benchmarking —,
 * unspecified, uniqueLocal, ...). Everything except `unicast` is refused. On top of that, IPv6
 * forms that carry an IPv4 address inside are judged by that IPv4 address, because a packet
 * sent to them may end up at the embedded address (mapped sockets, NAT64 gateways, 6to4 relays).
 */

export type AddressVerdict =
  | { allowed: true; address: string; family: 4 | 6 }
  | { allowed: false; address: string; range: string };

function verdictForIPv4(original: string, v4: ipaddr.IPv4, via?: string): AddressVerdict {
  const range = v4.range();
  if (range === "unicast") {
    return { allowed: true, address: original, family: original.includes(":") ? 6 : 4 };
  }
  return { allowed: false, address: original, range: via ? `${via}(${range})` : range };
}

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function verdictForIPv6(original: string, v6: ipaddr.IPv6): AddressVerdict {
  const range = v6.range();
  const p = v6.parts;
  const w = (i: number): number => p[i] ?? 0;

  switch (range) {
    case "ipv4Mapped":
      return verdictForIPv4(original, v6.toIPv4Address(), "ipv4Mapped");
    case "rfc6145": // ::ffff:0:a.b.c.d (IPv4-translated)
      return verdictForIPv4(original, ipv4FromWords(w(6), w(7)), "rfc6145");
    case "rfc6052": {
      // 64:ff9b::/96 embeds the IPv4 address in the last 32 bits. The local-use prefix
      // 64:ff9b:1::/48 is by definition site-internal, so it is refused outright.
      if (w(2) === 0 && w(3) === 0 && w(4) === 0 && w(5) === 0) {
        return verdictForIPv4(original, ipv4FromWords(w(6), w(7)), "nat64");
      }
      return { allowed: false, address: original, range: "rfc6052" };
    }
    case "6to4": // 2002:AABB:CCDD::/48 → AA.BB.CC.DD
      return verdictForIPv4(original, ipv4FromWords(w(1), w(2)), "6to4");
    case "unicast": {
      // ipaddr.js reports the deprecated IPv4-compatible form ::a.b.c.d as plain unicast.
      if (w(0) === 0 && w(1) === 0 && w(2) === 0 && w(3) === 0 && w(4) === 0 && w(5) === 0) {
        return verdictForIPv4(original, ipv4FromWords(w(6), w(7)), "ipv4Compatible");
      }
      return { allowed: true, address: original, family: 6 };
    }
    default:
      // Teredo is refused outright: its client address is obfuscated and the relay is
      // somebody else's; no website legitimately needs to be fetched through it.
      return { allowed: false, address: original, range };
  }
}

/** Judges one literal IP address (brackets and zone ids are accepted). */
export function checkAddress(address: string): AddressVerdict {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // Only strict forms: the WHATWG URL parser has already turned "0x7f.1" and friends into
  // dotted quads, and resolvers return canonical text. Anything else is not an address we made.
  if (ipaddr.IPv6.isValid(bare)) return verdictForIPv6(bare, ipaddr.IPv6.parse(bare));
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return verdictForIPv4(bare, ipaddr.IPv4.parse(bare));
  return { allowed: false, address, range: "invalid" };
}

/** True when the string is an IP literal (IPv4 dotted quad or IPv6, brackets allowed). */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return ipaddr.IPv6.isValid(bare) || ipaddr.IPv4.isValidFourPartDecimal(bare);
}
