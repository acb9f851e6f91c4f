// The server's work as stages (server.mjs lists them in order): the ones that answer a request without Next, and
// the ones that shape the answers as they go out. Each has one typed shape, here; only this module replaces a
// response's writeHead, write and end, and the shaping stages register with it rather than each patching on its
// own. Plain JavaScript with JSDoc types: server.mjs runs on Node without Next's compiler.

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse, next: () => void) => void} Middleware */

/**
 * A stage that may answer a request itself: true when it did (or took the request over), and then neither a later
 * stage nor Next runs.
 * @typedef {{ name: string, answers(req: IncomingMessage, res: ServerResponse): boolean }} AnsweringStage
 */

/**
 * A stage that shapes answers as they go out. `head` sees every answer's headers just before they are sent, a
 * stage's answer or Next's. The others apply to Next's answers only: `holds` says whether the answer must be held
 * until its end (asked when its head is given), `whole` then receives the held body and returns the one to send,
 * its headers still open to change, and `sent` (after every stage's `whole`) is told once the held answer's head
 * is out, with the body as it was held. `encoder` is a library that encodes the body as it is written (the
 * compression package): it runs beneath the other stages, so they see the body before it does.
 * @typedef {object} ShapingStage
 * @property {string} name
 * @property {(req: IncomingMessage, res: ServerResponse, status: number, url: string) => void} [head] `url` is the
 *   request's address as the server received it (Next may rewrite `req.url` on its way)
 * @property {(req: IncomingMessage, res: ServerResponse) => boolean} [holds]
 * @property {(req: IncomingMessage, res: ServerResponse, body: Buffer) => Buffer} [whole]
 * @property {(req: IncomingMessage, res: ServerResponse, body: Buffer) => void} [sent]
 * @property {(req: IncomingMessage) => Middleware | null} [encoder]
 */

/**
 * A response whose writeHead, write and end are replaced: Node's overloads, seen as the plain functions they are
 * at run time.
 * @typedef {Omit<ServerResponse, "writeHead" | "write" | "end"> & {
 *   writeHead(this: PatchedResponse, status: number, ...rest: unknown[]): PatchedResponse,
 *   write(this: PatchedResponse, chunk: unknown, encoding?: unknown, callback?: unknown): boolean,
 *   end(this: PatchedResponse, chunk?: unknown, encoding?: unknown, callback?: unknown): PatchedResponse,
 * }} PatchedResponse
 */

/**
 * Whether a stage answered the request: the first that does ends the list.
 * @param {readonly AnsweringStage[]} stages
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function answeredBy(stages, req, res) {
  for (const stage of stages) if (stage.answers(req, res)) return true;
  return false;
}

/**
 * Installs the shaping stages on a response, before anything answers it. Returns `toNext`, which hands the
 * request to Next (`render`) with the stages' encoders beneath them and their holding turned on.
 * @param {IncomingMessage} req
 * @param {ServerResponse} response
 * @param {readonly ShapingStage[]} stages
 */
export function shapeAnswer(req, response, stages) {
  const res = /** @type {PatchedResponse} */ (/** @type {unknown} */ (response));
  /** The methods beneath the stages: Node's, or an encoder's above Node's. */
  let below = { writeHead: res.writeHead, write: res.write, end: res.end };
  const url = req.url ?? "/";
  /** Whether an answer of Next's may be held: its head is then decided before its first byte goes below. */
  const holding = stages.some((stage) => stage.holds);
  /** Whether the answer is Next's: only those are held or encoded. */
  let next = false;
  /** @type {unknown[] | null} writeHead's arguments but the status, while the answer is held */
  let held = null;
  /** @type {Buffer[]} */
  const body = [];

  /** @param {number} status @param {unknown[]} rest */
  const sendHead = (status, rest) => {
    for (const stage of stages) stage.head?.(req, response, status, url);
    return below.writeHead.call(res, status, ...rest);
  };

  /** @type {PatchedResponse["writeHead"]} */
  function writeHead(status, ...rest) {
    if (held || this.headersSent) return this;
    // Headers given to writeHead join the ones already set, so that every stage sees them in one place.
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
      rest = rest.filter((arg) => arg !== given);
    }
    this.statusCode = status;
    if (next && stages.some((stage) => stage.holds?.(req, response))) {
      held = rest;
      return this;
    }
    return sendHead(status, rest);
  }

  /** @type {PatchedResponse["write"]} */
  function write(chunk, encoding, callback) {
    if (!held && !this.headersSent && next && holding) this.writeHead(this.statusCode);
    if (!held) return below.write.call(this, chunk, encoding, callback);
    const charset = /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8");
    // Next writes its pages' bytes as Uint8Arrays: held as they are (Buffer.from would copy each of them).
    if (chunk instanceof Uint8Array) body.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    else if (chunk) body.push(Buffer.from(/** @type {string} */ (chunk), charset));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  }

  /** @type {PatchedResponse["end"]} */
  function end(chunk, encoding, callback) {
    if (typeof chunk === "function") return this.end(undefined, undefined, chunk);
    if (typeof encoding === "function") return this.end(chunk, undefined, encoding);
    if (!held && !this.headersSent && next && holding) this.writeHead(this.statusCode);
    if (!held) return below.end.call(this, chunk, encoding, callback);
    if (chunk) this.write(chunk, encoding);
    const page = Buffer.concat(body);
    /** @type {Buffer} */
    let sent = page;
    for (const stage of stages) if (stage.whole) sent = stage.whole(req, response, sent);
    if (sent !== page && this.getHeader("content-length") !== undefined) this.setHeader("Content-Length", sent.length);
    const rest = held;
    held = null;
    Object.assign(res, below);
    sendHead(this.statusCode, rest);
    for (const stage of stages) stage.sent?.(req, response, page);
    return below.end.call(this, sent, callback);
  }

  Object.assign(res, { writeHead, write, end });
  return {
    /**
     * Runs `render` (Next) with the stages' encoders installed beneath the stages, and their holding on.
     * @param {() => void} render
     */
    toNext(render) {
      next = true;
      Object.assign(res, below);
      for (const stage of stages) {
        const encoder = stage.encoder?.(req);
        // An encoder replaces the methods as they are and calls on at once (connect's middleware).
        encoder?.(req, response, () => undefined);
      }
      below = { writeHead: res.writeHead, write: res.write, end: res.end };
      Object.assign(res, { writeHead, write, end });
      return render();
    },
  };
}
