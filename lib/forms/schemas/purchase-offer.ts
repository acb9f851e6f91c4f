import * as z from "zod/mini";
import { address, contactPerson, guard, requiredAmount } from "../fields";
import { id, isoDate, optionalText, requiredText } from "./shared";

/** The purchase offer (spec §3): two persons, the amount in digits and in words, dates, place, conditions. */
export const purchaseOfferSchema = z
  .object({
    propertyId: id,
    amount: requiredAmount(1_000_000_000, "amount"),
    amountWords: requiredText("amountWords", 300, 3),
    startDate: isoDate("startDate"),
    endDate: isoDate("endDate"),
    conditions: optionalText(2000),
    place: requiredText("place", 100),
    signDate: z._default(z.optional(z.string().check(z.maxLength(10))), ""),
    ...contactPerson,
    ...address,
    buyer2FirstName: optionalText(100),
    buyer2LastName: optionalText(100),
    ...guard,
  })
  .check(
    z.refine((v) => typeof v.startDate !== "string" || typeof v.endDate !== "string" || v.endDate >= v.startDate, {
      message: "endDate",
      path: ["endDate"],
      when: () => true,
    }),
  );
