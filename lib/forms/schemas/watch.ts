import * as z from "zod/mini";
import { id, contactPersonSchema } from "./shared";

// Not in the schemas index: its module-level schema would ride along with every page that imports the index.

/** Watching a property by e-mail: the address and the privacy tick, nothing else asked. */
export const watchSchema = z.extend(
  z.pick(contactPersonSchema, { email: true, privacy: true, captcha: true, website2: true }),
  { propertyId: id },
);
