import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// The only Link, redirect and pathname helpers the app imports: they know the localized paths.
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
