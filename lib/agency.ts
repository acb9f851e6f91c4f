// The agency's identity, shown in the header, footer and mails. Each value can be set in the environment.
const env = process.env;

export const agency = {
  name: env.AGENCY_NAME ?? "Atrium Immo",
  street: env.AGENCY_STREET ?? "Chaussée de Waterloo 612",
  zip: env.AGENCY_ZIP ?? "1050",
  city: env.AGENCY_CITY ?? "Ixelles",
  phone: env.AGENCY_PHONE ?? "026401234",
  email: env.AGENCY_EMAIL ?? "info@atrium-immo.be",
  vat: env.AGENCY_VAT ?? "BE 0712.345.678",
  ipi: env.AGENCY_IPI ?? "512.345",
};
