import http from "node:http";

/** An answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** name, value, name, value… as they came, repeats kept. */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * Asks `origin` for `path` with node:http, for what fetch would hide: it decompresses the body and joins
 * repeated headers, and a URL would resolve the path's dot segments before asking.
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}
