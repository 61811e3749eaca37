import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyAddress, isAllowedPort, isLocalHostName } from "./address-policy.ts";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["2001:db8::1", "reserved"],
    // IPv4 inside IPv6
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:10.0.0.1", "private"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:c0a8:0101::1", "private"],
    ["not an address", "reserved"],
  ])("refuses %s as %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "2606:4700::6810:85e5",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows the public address %s", (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it("judges every IPv4 address and its IPv4-mapped IPv6 form the same way", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(classifyAddress(`::ffff:${v4}`)).toBe(classifyAddress(v4));
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws on any IPv6 address", () => {
    fc.assert(
      fc.property(fc.ipV6(), (v6) => {
        classifyAddress(v6);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isAllowedPort", () => {
  it("allows 80, 443 and non-privileged ports, refuses the rest and the browsers' bad ports", () => {
    expect([80, 443, 1024, 3000, 8080, 8443, 65535].every(isAllowedPort)).toBe(true);
    expect([0, 21, 22, 25, 110, 143, 445, 1023, 6667, 10080, 65536].some(isAllowedPort)).toBe(false);
  });
});

describe("isLocalHostName", () => {
  it("refuses names that never mean a public site", () => {
    for (const name of [
      "localhost",
      "db",
      "app.localhost",
      "printer.local",
      "metadata.google.internal",
      "nas.home.arpa",
    ])
      expect(isLocalHostName(name)).toBe(true);
    for (const name of ["example.com", "www.acme.co.uk", "localhost.example.com"])
      expect(isLocalHostName(name)).toBe(false);
  });
});
