import http from "node:http";
import type { RawAnswer } from "./raw-get";

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sent in pieces without Content-Length (Transfer-Encoding: chunked), as a stream is. */
  chunked?: boolean;
  /** A chunked body whose end is never sent: the answer has to come while it still streams. */
  unfinished?: boolean;
  /** The address the connection comes from (any of 127.0.0.0/8 on loopback): another visitor. */
  localAddress?: string;
}

/**
 * Sends a request with node:http, for what fetch does not do: a chunked body of a given size, a request
 * from another loopback address. Resolves with the answer even when the server answers before the body
 * is all sent and closes the connection (as it does for a body over its limit).
 */
export function rawSend(origin: string, path: string, request: RawRequest = {}): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin);
  const body = Buffer.from(request.body ?? "");
  const length = request.chunked ? {} : { "content-length": String(body.length) };
  const headers = { host, ...request.headers, ...length };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      // The site listens on every interface; from a loopback address of IPv4, it is reached over IPv4.
      {
        hostname: hostname === "localhost" ? "127.0.0.1" : hostname,
        port,
        path,
        method: request.method ?? "POST",
        headers,
        localAddress: request.localAddress,
        // A connection of its own: one refused and closed by the server is never offered to the next request.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (request.unfinished) outgoing.destroy();
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    // A write the server no longer reads fails once it has answered (on the socket, when the answer is
    // already in); the answer is what counts.
    outgoing.on("error", reject);
    outgoing.on("socket", (socket) => socket.on("error", () => undefined));
    if (request.chunked) outgoing.setHeader("transfer-encoding", "chunked");
    for (let at = 0; at < body.length; at += 64 * 1024) outgoing.write(body.subarray(at, at + 64 * 1024));
    if (!request.unfinished) outgoing.end();
  });
}
