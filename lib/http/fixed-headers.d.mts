export const FIXED_HEADERS: Readonly<Record<string, string>>;
export const LOAD_NOTHING_POLICY: string;
export function isHttps(siteUrl: string): boolean;
export function transportSecurity(siteUrl: string): Record<string, string>;
export function baseHeaders(siteUrl: string): Record<string, string>;
