import { createRequire } from "node:module";
import pino from "pino";
import { coreSettings } from "./config/core.mjs";
import { processHooks } from "./server/process-hooks.mjs";

// The site's log: one line of JSON per event on stdout (pino), with its level, its time, the server's host
// and process, and the id of the request it happened in. Plain JavaScript, so that server.mjs, the app and
// the operator's commands share one logger (a process hook, lib/server/process-hooks.mjs: the app's bundle and
// server.mjs each load this module). No personal data goes in: events name counts, ids and kinds; a client address only as
// its keyed hash (lib/http/address-hash.ts); the paths below are hidden should one slip in all the same.
// LOG_FORMAT=pretty (which `npm run dev` sets) prints readable lines instead; LOG_LEVEL sets the floor.

/** The levels LOG_LEVEL takes; another value is refused at start (lib/config.ts) and logs at info meanwhile. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/** Field names whose values are personal data wherever they appear in an event. */
const HIDDEN = ["email", "to", "toAddress", "replyTo", "phone", "name", "firstName", "lastName", "address"];

/**
 * A logger as the settings ask (LOG_LEVEL, LOG_FORMAT), writing to `destination` (stdout when not given).
 * @param {{ level?: string, format?: string }} settings
 * @param {import("pino").DestinationStream} [destination]
 * @returns {import("pino").Logger}
 */
export function createLogger({ level, format }, destination) {
  const pretty = format === "pretty";
  /** @type {import("pino").LoggerOptions} */
  const options = {
    level: level && LOG_LEVELS.includes(level) ? level : "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [...HIDDEN, ...HIDDEN.map((field) => `*.${field}`), ...HIDDEN.map((field) => `*.*.${field}`)],
      censor: "[hidden]",
    },
    mixin() {
      // The request store server.mjs fills (lib/http/trusted-address.mjs): its id is added to every line.
      const requestId = processHooks.requests?.getStore()?.requestId;
      return requestId ? { requestId } : {};
    },
  };
  if (!pretty) return destination ? pino(options, destination) : pino(options);
  // pino-pretty as a stream in this thread (not a transport's worker, which Next's bundle cannot start).
  const prettyStream = createRequire(import.meta.url)("pino-pretty");
  const readable = { colorize: !destination, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", destination };
  return pino(options, prettyStream(readable));
}

/** The process's logger. */
export const log = (processHooks.log ??= createLogger(coreSettings.log));

/**
 * A text from elsewhere (an SMTP server's answer, a driver's error) with any e-mail address in it replaced.
 * @param {string} text
 */
export function withoutAddresses(text) {
  // A local part right before "@" and a dotted domain after it: a path through a scoped package
  // (node_modules/@prisma/client/…) is no address and stays readable in a stack.
  return text.replace(/(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, "[address]");
}

/**
 * An error as a log field: its kind and message, and its stack for the operator (never shown to a visitor).
 * @param {unknown} error
 */
export function errorFields(error) {
  return error instanceof Error
    ? {
        error: {
          type: error.name,
          message: withoutAddresses(error.message),
          stack: error.stack && withoutAddresses(error.stack),
        },
      }
    : { error: { message: withoutAddresses(String(error)) } };
}
