import { isIP } from "node:net";

// What the limits count by, and who counts as "this machine". One IPv6 subscriber usually holds a
// whole /64, so a bot could rotate through it: IPv6 addresses are counted per /64. Plain JavaScript:
// server.mjs, which runs on Node without Next's compiler, asks it too (lib/http/trusted-address.mjs).

/**
 * The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail folded in).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let text = /** @type {string} */ (address.split("%")[0]);
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * An IPv4 address, also when written as IPv4-mapped IPv6 (::ffff:203.0.113.7); otherwise null.
 * @param {string} address
 * @returns {string | null}
 */
function ipv4Of(address) {
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * What one client is counted as: an IPv4 address, or the /64 network of an IPv6 one.
 * @param {string} address
 */
export function limitSubject(address) {
  const ipv4 = ipv4Of(address);
  if (ipv4) return ipv4;
  const network = ipv6Groups(address).slice(0, 4);
  return `${network.map((group) => group.toString(16)).join(":")}::/64`;
}

/**
 * Whether the address is the machine itself (127.0.0.0/8 or ::1).
 * @param {string} address
 */
export function isLoopback(address) {
  const ipv4 = ipv4Of(address);
  if (ipv4) return ipv4.startsWith("127.");
  if (isIP(address) !== 6) return false;
  const groups = ipv6Groups(address);
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}
