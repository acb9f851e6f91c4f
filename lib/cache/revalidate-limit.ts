// The most tags one call to POST /api/revalidate/ carries: a caller with more sends them in batches.
export const MAX_TAGS_PER_REVALIDATION = 100;
