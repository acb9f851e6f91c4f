export function moduleScripts(html: string): string[];
export function scriptKb(base: string, html: string): Promise<number>;
