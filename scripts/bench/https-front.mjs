// HTTPS and HTTP/2 in front of a server on this machine, as a load balancer would be in production, with a
// certificate for localhost made for the run (bench:lighthouse, scan:observatory).
import http2 from "node:http2";
import proxy from "http2-proxy";
import selfsigned from "selfsigned";

/** Listens on 127.0.0.1:`tlsPort` and hands every request to 127.0.0.1:`port`; answers the front and its certificate. */
export async function startHttpsFront(port, tlsPort) {
  const { private: key, cert } = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
  });
  const front = http2.createSecureServer({ key, cert, allowHTTP1: true });
  front.on("request", (req, res) =>
    proxy.web(req, res, { hostname: "127.0.0.1", port }, (error) => {
      if (!error) return;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }),
  );
  await new Promise((resolve) => front.listen(tlsPort, "127.0.0.1", resolve));
  return { front, cert };
}
