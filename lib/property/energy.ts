import { COUNTRY_LUXEMBOURG, isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import { isClosed, isWithdrawn, type PropertyStatus } from "@/lib/domain/property";
import { energyBands, energyLabel, type EnergyLabel } from "@/lib/rules/energy";
import { regionOfZip, type Region } from "@/lib/rules/region";
import type { PropertyEnergy } from "@/lib/types/property";

// What the energy block shows (spec §9): the EPC picture on the region's scale for Belgium
// (or no country), the label as printed for Luxembourg.

export type EpcDisplay =
  { kind: "scale"; region: Region; label: EnergyLabel; rows: EpcRow[] } | { kind: "text"; text: string } | null;

export interface EpcRow {
  /** A, B, …: the colour of the row. */
  letter: string;
  /** What the row reads: A++, A+, A, A-, B+, … */
  text: string;
  /** The property's label falls in this row. */
  current: boolean;
}

/** a_plusplus → A++, b_plus → B+, c_sub → C-, d → D. */
export function labelText(label: string): string {
  const [letter = "", suffix] = label.split("_");
  return letter.toUpperCase() + (suffix === "plusplus" ? "++" : suffix === "plus" ? "+" : suffix === "sub" ? "-" : "");
}

/**
 * The region whose certificate a listing names: Flanders' EPC, the EPB (PEB, GEE) of Brussels and
 * Wallonia. The messages select on it (`Property.epc`, `Property.epcScale`); "other" where no region is known.
 */
export function epcRegion(zip: string): Region | "other" {
  return regionOfZip(zip) ?? "other";
}

export interface EpcSource {
  zip: string;
  address: { countryId: number | null };
  energy: Pick<PropertyEnergy, "epcLabel" | "epcTotal" | "epcLabelText">;
}

export function epcDisplay({ zip, address, energy: p }: EpcSource): EpcDisplay {
  if (address.countryId === COUNTRY_LUXEMBOURG)
    return p.epcLabelText?.trim() ? { kind: "text", text: p.epcLabelText.trim() } : null;
  if (!isBelgian(address.countryId)) return null;
  const region = regionOfZip(zip);
  if (!region) return null;
  const bands = energyBands[region].map(([, band]) => band as string);
  const label = (
    p.epcLabel && bands.includes(p.epcLabel) ? p.epcLabel : p.epcTotal !== null ? energyLabel(p.epcTotal, region) : null
  ) as EnergyLabel | null;
  if (!label) return null;
  // Brussels has 19 bands: its picture shows one row per letter, the current row naming the exact band.
  const rows: EpcRow[] =
    region === "brussels"
      ? [...new Set(bands.map((b) => b[0]!))].map((letter) => ({
          letter: letter.toUpperCase(),
          text: label[0] === letter ? labelText(label) : letter.toUpperCase(),
          current: label[0] === letter,
        }))
      : bands.map((band) => ({ letter: band[0]!.toUpperCase(), text: labelText(band), current: band === label }));
  return { kind: "scale", region, label, rows };
}

interface RenovationSource extends EpcSource {
  goal: number;
  status: PropertyStatus;
  /** The category's web id (spec §3): 1 is residential, the houses and apartments. */
  typeWebId: number;
}

const RESIDENTIAL = 1;

/**
 * The renovation obligation (spec §9): a house or apartment bought from 2023 with label E or F must
 * reach D or better within 5 years. It is Flemish law: Brussels and Wallonia show no notice rather than
 * a rule that is not theirs.
 */
export function renovationNoticeApplies(p: RenovationSource): boolean {
  if (!isForSale(p.goal) || isClosed(p.status) || isWithdrawn(p.status)) return false;
  if (p.typeWebId !== RESIDENTIAL) return false;
  const display = epcDisplay(p);
  return (
    display?.kind === "scale" &&
    display.region === "flanders" &&
    (display.label.startsWith("e") || display.label.startsWith("f"))
  );
}
