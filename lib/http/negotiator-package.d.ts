// The negotiator package ships no types: what lib/http/page-bodies.mjs calls of it, as its README documents it.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The most preferred of `available` the request accepts; `preferred` breaks ties of equal quality. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
