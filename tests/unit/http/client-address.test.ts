import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { isLoopback, limitSubject } from "@/lib/http/ip.mjs";
import { readHops, resolveClientAddress, withClientAddress } from "@/lib/http/trusted-address.mjs";
import { clientAddress, fromThisMachine } from "@/lib/http/client-address";

// Who the client is: the connection's address, or the address a configured number of trusted proxies
// wrote, never what the visitor put in X-Forwarded-For himself.

describe("resolveClientAddress", () => {
  const socket = "10.0.0.2";

  it.each([
    ["no header, no proxy", undefined, 0, "10.0.0.2"],
    ["a spoofed header, no proxy", "198.51.100.1", 0, "10.0.0.2"],
    ["one proxy, which appended the client", "203.0.113.7", 1, "203.0.113.7"],
    ["one proxy, after what the visitor wrote", "198.51.100.1, 1.2.3.4, 203.0.113.7", 1, "203.0.113.7"],
    ["two proxies", "198.51.100.1, 203.0.113.7, 172.16.0.1", 2, "203.0.113.7"],
    ["a header split over two lines", ["198.51.100.1", "203.0.113.7"], 1, "203.0.113.7"],
    ["hops with ports and brackets", "[2001:db8::7]:443", 1, "2001:db8::7"],
    ["an IPv4 hop with a port", "203.0.113.7:5000", 1, "203.0.113.7"],
    ["empty entries, skipped", "198.51.100.1, , 203.0.113.7,", 1, "203.0.113.7"],
  ])("%s", (_, header, hops, expected) => {
    expect(resolveClientAddress(socket, header, hops)).toBe(expected);
  });

  it("never reaches what the visitor wrote, however he rotates it", () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, n) => resolveClientAddress(socket, `198.51.100.${n}, 203.0.113.7`, 1)),
    );
    expect([...seen]).toEqual(["203.0.113.7"]);
    const direct = new Set(Array.from({ length: 20 }, (_, n) => resolveClientAddress(socket, `198.51.100.${n}`, 0)));
    expect([...direct]).toEqual([socket]);
  });

  it.each([
    ["a proxy expected but no header", undefined, 1],
    ["an empty header", "", 1],
    ["more proxies expected than hops", "203.0.113.7", 2],
    ["a hop that is no address", "unknown", 1],
    ["a hop that is a name", "evil.example", 1],
  ])("gives no address for %s", (_, header, hops) => {
    expect(resolveClientAddress(socket, header, hops)).toBeNull();
  });

  it("gives no address without a socket address", () => {
    expect(resolveClientAddress(undefined, "203.0.113.7", 0)).toBeNull();
  });

  it("reads TRUST_PROXY_HOPS as a whole number, 0 when unset, and refuses anything else", () => {
    expect(readHops(undefined)).toBe(0);
    expect(readHops("")).toBe(0);
    expect(readHops("2")).toBe(2);
    for (const wrong of ["-1", "1.5", "yes", "true"]) expect(() => readHops(wrong)).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe("withClientAddress", () => {
  function request(remoteAddress: string, headers: Record<string, string>) {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
    const req = new IncomingMessage(socket);
    req.headers = { ...headers };
    return req;
  }

  it("hands the app the trusted address, and replaces every address header the visitor wrote", () => {
    const req = request("10.0.0.2", {
      "x-forwarded-for": "198.51.100.1, 203.0.113.7",
      "x-real-ip": "198.51.100.1",
      forwarded: "for=198.51.100.1",
    });
    const seen = withClientAddress(req, 1, "request-1", () => clientAddress());
    expect(seen).toBe("203.0.113.7");
    expect(req.headers).toEqual({ "x-forwarded-for": "203.0.113.7" });
  });

  it("hands the app no address when it cannot tell, and leaves no header to guess from", () => {
    const req = request("10.0.0.2", { "x-real-ip": "198.51.100.1" });
    expect(withClientAddress(req, 1, "request-1", () => clientAddress())).toBeNull();
    expect(req.headers).toEqual({ "x-forwarded-for": "" });
  });

  it("takes a request for this machine's own only from loopback with no forwarding header of any kind", () => {
    const local = (remoteAddress: string, headers: Record<string, string> = {}, hops = 0) =>
      withClientAddress(request(remoteAddress, headers), hops, "request-1", () => fromThisMachine());
    expect(local("127.0.0.1")).toBe(true);
    expect(local("::1")).toBe(true);
    expect(local("::1", {}, 1)).toBe(true);
    expect(local("10.0.0.2")).toBe(false);
    // A proxy on this machine that names no address still says it passed the request on.
    const passedOn: Array<Record<string, string>> = [
      { via: "1.1 front" },
      { "x-forwarded-host": "www.atrium-immo.example" },
      { "x-forwarded-proto": "https" },
      { forwarded: "proto=https" },
      { "x-forwarded-for": "127.0.0.1" },
      { "x-real-ip": "::1" },
    ];
    for (const headers of passedOn) {
      expect(local("127.0.0.1", headers), JSON.stringify(headers)).toBe(false);
      expect(local("127.0.0.1", headers, 1), JSON.stringify(headers)).toBe(false);
    }
  });

  it("gives no address to code running outside server.mjs's requests", () => {
    expect(clientAddress()).toBeNull();
  });
});

describe("limitSubject", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:aa:bb:1234:5678:9abc:def0", "2001:db8:aa:bb::/64"],
    ["2001:db8:aa:bb::1", "2001:db8:aa:bb::/64"],
    ["2001:0db8:00aa:00bb:ffff:0:0:1", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("counts %s as %s", (address, subject) => {
    expect(limitSubject(address)).toBe(subject);
  });

  it("counts a whole IPv6 /64 as one client, and neighbouring networks apart", () => {
    const rotating = new Set(Array.from({ length: 10 }, (_, n) => limitSubject(`2001:db8:aa:bb::${n.toString(16)}`)));
    expect(rotating.size).toBe(1);
    expect(limitSubject("2001:db8:aa:bc::1")).not.toBe(limitSubject("2001:db8:aa:bb::1"));
  });
});

describe("isLoopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["203.0.113.7", false],
    ["10.0.0.2", false],
    ["::ffff:203.0.113.7", false],
    ["::2", false],
    ["2001:db8::1", false],
    ["localhost", false],
  ])("%s → %s", (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
