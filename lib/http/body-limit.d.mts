import type { IncomingMessage, ServerResponse } from "node:http";

export const ACTION_BODY_LIMIT_MB: number;
export function bodyLimit(method: string, pathname: string): number;
export function withinBodyLimit(req: IncomingMessage, res: ServerResponse): boolean;
