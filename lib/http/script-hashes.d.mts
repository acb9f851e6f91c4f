import type { ServerResponse } from "node:http";

export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function hashInlineScripts(res: ServerResponse): void;
