import { createContext, useContext } from "react";
import type { ErrorKey } from "@/lib/forms/fields";

/** The server's answer to a form sent without JavaScript: its errors and the values to show again. */
export interface ServerAnswer {
  errors: Record<string, ErrorKey>;
  values: Record<string, string | string[]>;
}

export const ServerAnswerContext = createContext<ServerAnswer | null>(null);

export function useServerAnswer(): ServerAnswer | null {
  return useContext(ServerAnswerContext);
}

// Where a form posts before the page is interactive: the page itself with its query, as an empty action
// would, but as a valid URL (React writes action="" for a server action without one).
export const SAME_PAGE = "#";
