export const PUBLIC_PAGE: string;
export const PRIVATE: string;
export const IMMUTABLE: string;
export const ROUTE_TYPE_HEADER: string;
export function cacheControl(answer: {
  method?: string;
  pathname: string;
  status: number;
  routeType?: string | null;
  given?: string | null;
}): string | null;
