import http from "node:http";
import type { AddressInfo } from "node:net";

// A browser visiting from an address of its own: an HTTP proxy on loopback that opens its connections to
// the site from another loopback address (any of 127.0.0.0/8 on Linux). The site then sees that address
// on the connection, as it would a visitor's, without trusting any header (the e2e server trusts no proxy).
// Playwright's proxy option sends even localhost through it.

export interface AddressProxy {
  /** For browser.newContext({ proxy }). */
  proxy: { server: string };
  close: () => Promise<void>;
}

export async function proxyFrom(localAddress: string): Promise<AddressProxy> {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers: req.headers,
        localAddress,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    proxy: { server: `http://127.0.0.1:${port}` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
