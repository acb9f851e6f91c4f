export function onTagsExpired(listener: (tags: string[]) => void): () => void;
export function announceTagsExpired(tags: string[]): void;
