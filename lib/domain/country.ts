// Country ids of the agency software (spec §9): the EPC picture is drawn for Belgium (or no country),
// the printed label text is shown for Luxembourg.
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

export function isBelgian(countryId: number | null): boolean {
  return countryId === null || countryId === COUNTRY_BELGIUM;
}
