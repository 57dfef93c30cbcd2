import { describe, expect, it } from "vitest";
import { checkAddress, isIpLiteral } from "./address";

describe("checkAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.127.255.254", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.1", "reserved"], // TEST-NET-1
    ["198.51.100.7", "reserved"], // TEST-NET-2
    ["203.0.113.9", "reserved"], // TEST-NET-3
    ["198.18.0.1", "reserved"], // benchmarking 198.18/15
    ["198.19.255.1", "reserved"],
    ["240.0.0.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["::ffff:127.0.0.1", "ipv4Mapped(loopback)"],
    ["::ffff:7f00:1", "ipv4Mapped(loopback)"],
    ["::ffff:a9fe:a9fe", "ipv4Mapped(linkLocal)"],
    ["::ffff:0:a00:1", "rfc6145(private)"],
    // ipaddr.js reads the dotted form "::a.b.c.d" as IPv4-mapped; either way the v4 inside decides.
    ["::127.0.0.1", "ipv4Mapped(loopback)"],
    ["::7f00:1", "ipv4Compatible(loopback)"],
    ["64:ff9b::7f00:1", "nat64(loopback)"],
    ["64:ff9b::a00:1", "nat64(private)"],
    ["64:ff9b:1::1", "rfc6052"],
    ["2002:c0a8:0101::1", "6to4(private)"],
    ["2002:7f00:1::", "6to4(loopback)"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["[::1]", "loopback"],
  ])("refuses %s (%s)", (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, address: address.replace(/^\[|\]$/g, ""), range });
  });

  it.each([
    ["93.184.216.34", 4],
    ["8.8.8.8", 4],
    ["1.1.1.1", 4],
    ["2606:4700:4700::1111", 6],
    ["::ffff:8.8.8.8", 6], // mapped public address: judged by the IPv4 inside
    ["64:ff9b::808:808", 6], // NAT64 of 8.8.8.8
    ["2002:0808:0808::1", 6], // 6to4 of 8.8.8.8
  ])("accepts public unicast %s", (address, family) => {
    expect(checkAddress(address)).toEqual({ allowed: true, address, family });
  });

  it("refuses strings that are not canonical IP literals", () => {
    // The WHATWG URL parser canonicalises these before they reach checkAddress; refusing the raw
    // forms keeps the policy safe if somebody calls it with unparsed input.
    for (const raw of ["2130706433", "0177.0.0.1", "0x7f.1", "localhost", "", "1.2.3"]) {
      expect(checkAddress(raw).allowed).toBe(false);
    }
  });

  it("recognises IP literals", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("::ffff:7f00:1")).toBe(true);
    expect(isIpLiteral("example.com")).toBe(false);
    expect(isIpLiteral("2130706433")).toBe(false);
  });
});
