import { z } from "zod";
import { address, contactPerson, guard, requiredAmount } from "../fields";
import { id, isoDate } from "./shared";

/** The purchase offer (spec §3): two persons, the amount in digits and in words, dates, place, conditions. */
export const purchaseOfferSchema = z
  .object({
    propertyId: id,
    amount: requiredAmount(1_000_000_000, "amount"),
    amountWords: z.string("amountWords").trim().min(3, "amountWords").max(300, "tooLong"),
    startDate: isoDate("startDate"),
    endDate: isoDate("endDate"),
    conditions: z.string().trim().max(2000, "tooLong").optional().default(""),
    place: z.string("place").trim().min(1, "place").max(100, "tooLong"),
    signDate: z.string().max(10).optional().default(""),
    ...contactPerson,
    ...address,
    buyer2FirstName: z.string().trim().max(100, "tooLong").optional().default(""),
    buyer2LastName: z.string().trim().max(100, "tooLong").optional().default(""),
    ...guard,
  })
  .refine((v) => typeof v.startDate !== "string" || typeof v.endDate !== "string" || v.endDate >= v.startDate, {
    message: "endDate",
    path: ["endDate"],
    when: () => true,
  });
