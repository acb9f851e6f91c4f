// The choices the forms offer, shared by the fields' rules (./fields.ts) and the forms that draw them. Plain
// values without zod: a form's page draws its fields with these before the browser loads the schema, which
// it does only when the visitor starts filling the form in (components/forms/managed-form.tsx).

/** The titles offered (language review: "Miss" is dropped; NONE addresses the visitor by name only). */
export const titles = ["MR", "MS", "NONE"] as const;
export type Title = (typeof titles)[number];
export const contactSlots = ["10-13", "13-16", "16-19"] as const;
export const goals = ["SELL", "RENT_OUT", "BOTH", "BUY"] as const;
export const propertyTypes = ["HOUSE", "APARTMENT", "LAND", "COMMERCIAL", "OTHER"] as const;
export const insuranceCovers = ["FIRE", "RENT_GUARANTEE", "LIABILITY"] as const;
