import * as z from "zod/mini";
import { contactPerson, guard, optionalAmount, optionalCount, requiredAmount } from "../fields";
import { confirmation, id, isoDate, optionalText } from "./shared";

/** The rental application (spec §3, §5): the household, income, moving, and the four confirmations. */
export const rentalApplicationSchema = z.object({
  propertyId: id,
  adults: z.pipe(
    z.transform((v: unknown) => (v === "" ? undefined : v)),
    z.coerce.number("required").check(z.int("required"), z.minimum(1, "required"), z.maximum(20, "required")),
  ),
  children: optionalCount(20),
  childrenAges: optionalText(100),
  pets: optionalText(200),
  movingDate: isoDate("startDate"),
  movingReason: optionalText(500),
  income1: requiredAmount(1_000_000, "required", 0),
  income2: optionalAmount(1_000_000),
  confirmIncome: confirmation,
  confirmPersons: confirmation,
  confirmDescription: confirmation,
  confirmPayment: confirmation,
  ...contactPerson,
  ...guard,
});
/** What the rental confirmations name (spec §5 "{0}"): three months' rent as income, two persons a bedroom. */
export function rentalThresholds(rent: number | null, bedrooms: number | null) {
  return { minimumIncome: rent ? Math.round(rent * 3) : null, maximumPersons: Math.max(2, (bedrooms ?? 1) * 2) };
}
