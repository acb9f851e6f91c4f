import { isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import { unitStatusOf, type UnitStatus } from "@/lib/domain/project";
import type { PropertyStatus } from "@/lib/domain/property";
import { formatDate } from "@/lib/rules/date";
import { maximumDeposit } from "@/lib/rules/deposit";
import { propertyTypeIcon } from "@/lib/rules/property-type";
import { regionOfZip, type Region } from "@/lib/rules/region";
import type { MappedProject, MappedProperty } from "./mapping";
import type { ConsistencyProblem, PropertyRecord } from "./records";
import { viagerProblems, type ViagerFacts } from "./viager-consistency";

// Checks across fields and records that each pass on their own but contradict one another: a unit
// property missing from its project's price list or unlike its line there, built in another year than
// its project is delivered, at another address; "available immediately" with a date to come; a deposit
// above the region's cap. Each is a warning: the records are written as they are.

interface Unit {
  reference: string;
  /** The unit property that sells the lot, when its reference differs from the lot's code. */
  listing?: string | null;
  floor: number;
  surface: number;
  bedrooms: number;
  price: number;
  status: UnitStatus;
}

/** What the checks read of a project: `name` is how the report names it (`PRJ-101 (projects/prj-101.yaml)`). */
export interface ProjectFacts {
  name: string;
  number: string;
  deliveryDate: Date | null;
  zip: string;
  city: string;
  street: string | null;
  houseNumber: string | null;
  /** Its own price list; null when it has none (its unit properties are its price list then). */
  units: Unit[] | null;
}

/** What the checks read of a property; a `Site:` field left out (undefined) is not checked. */
export interface PropertyFacts {
  name: string;
  reference: string;
  projectSourceId: number | null;
  status: PropertyStatus;
  goal: number;
  typeWebId: number | null;
  countryId: number;
  zip: string;
  city: string;
  street: string | null;
  houseNumber: string | null;
  livingArea: number | null;
  bedrooms: number | null;
  price: number | null;
  rent: number | null;
  constructionYear: number | null;
  floor?: number | null;
  availability?: string | null;
  availableFrom?: Date | null;
  depositAmount?: number | null;
  viager?: ViagerFacts;
}

export function projectFacts(name: string, p: MappedProject): ProjectFacts {
  const { number, deliveryDate, zip, city, street, houseNumber } = p.columns;
  return {
    name,
    number,
    deliveryDate,
    zip,
    city,
    street,
    houseNumber,
    units: p.site.units?.length ? p.site.units : null,
  };
}

export function propertyFacts(name: string, record: PropertyRecord, p: MappedProperty): PropertyFacts {
  const c = p.columns;
  const site = p.site.columns as Partial<Record<string, unknown>>;
  const given = <T>(key: string, is: (v: unknown) => v is T): T | null | undefined =>
    site[key] === null ? null : is(site[key]) ? site[key] : undefined;
  const isNumber = (v: unknown): v is number => typeof v === "number";
  return {
    name,
    reference: p.reference,
    projectSourceId: p.projectSourceId,
    status: c.status,
    goal: c.goal,
    typeWebId: record.WebID ?? null,
    countryId: c.countryId,
    zip: c.zip,
    city: c.city,
    street: c.street,
    houseNumber: c.houseNumber,
    livingArea: c.livingArea,
    bedrooms: c.bedrooms,
    price: c.price,
    rent: c.monthlyRent ?? c.price,
    constructionYear: c.constructionYear,
    floor: given("floor", isNumber),
    availability: given("availability", (v): v is string => typeof v === "string"),
    availableFrom: given("availableFrom", (v): v is Date => v instanceof Date),
    depositAmount: given("depositAmount", isNumber),
    viager: {
      contractType: given("contractType", (v): v is string => typeof v === "string"),
      viagerType: given("viagerType", (v): v is string => typeof v === "string"),
      viagerBouquet: given("viagerBouquet", isNumber),
      viagerMonthlyRent: given("viagerMonthlyRent", isNumber),
      viagerSurvivorRent: given("viagerSurvivorRent", isNumber),
      viagerHead1Age: given("viagerHead1Age", isNumber),
    },
  };
}

/** Streets compared as a reader would: "Avenue Émile Duray" is "avenue emile duray". */
const streetKey = (street: string | null) =>
  (street ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const regionNames: Record<Region, string> = { brussels: "Brussels", flanders: "Flanders", wallonia: "Wallonia" };

const addressOf = (a: { street: string | null; houseNumber: string | null; zip: string; city: string }) =>
  `${[a.street, a.houseNumber].filter(Boolean).join(" ")}, ${a.zip} ${a.city}`;

function ownProblems(p: PropertyFacts, today: Date): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = p.viager ? viagerProblems(p.name, { ...p, viager: p.viager }) : [];
  if (p.availability === "IMMEDIATE" && p.availableFrom && p.availableFrom.getTime() > today.getTime()) {
    problems.push({
      record: p.name,
      field: "Site.availableFrom",
      problem: `is ${formatDate(p.availableFrom)}, a date to come, while Site.availability says IMMEDIATE`,
    });
  }
  const region = regionOfZip(p.zip);
  const home = !isForSale(p.goal) && propertyTypeIcon(p.typeWebId ?? 0) === "residential";
  if (home && region && isBelgian(p.countryId) && p.depositAmount && p.rent && p.rent > 0) {
    const cap = maximumDeposit(region, "bankGuarantee");
    if (p.depositAmount > cap * p.rent) {
      problems.push({
        record: p.name,
        field: "Site.depositAmount",
        problem: `${p.depositAmount} is more than a home's deposit may be in ${regionNames[region]}: ${cap} months' rent (${cap * p.rent})`,
      });
    }
  }
  return problems;
}

/** The differences between a unit property and its line in the project's price list, in words. */
function unitDifferences(p: PropertyFacts, unit: Unit): string[] {
  const status = unitStatusOf(p.status);
  const pairs: Array<[string, unknown, unknown]> = [
    ["floor", p.floor, unit.floor],
    ["surface", p.livingArea, unit.surface],
    ["bedrooms", p.bedrooms, unit.bedrooms],
    ["price", p.price, unit.price],
    ["status", status, unit.status],
  ];
  return pairs
    .filter(([, mine, line]) => mine !== null && mine !== undefined && mine !== line)
    .map(([what, mine, line]) => `${what} ${String(line)} there, ${String(mine)} here`);
}

function projectProblems(p: PropertyFacts, project: ProjectFacts): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const warn = (field: string, problem: string) => problems.push({ record: p.name, field, problem });
  if (project.units && p.status !== "WITHDRAWN") {
    const unit = project.units.find((u) => (u.listing ?? u.reference).toUpperCase() === p.reference.toUpperCase());
    if (!unit) warn("ProjectID", `names ${project.name}, whose price list (Site.units) does not list ${p.reference}`);
    else {
      const differences = unitDifferences(p, unit);
      if (differences.length) {
        warn("ProjectID", `its line in the price list of ${project.name} differs: ${differences.join("; ")}`);
      }
    }
  }
  const deliveryYear = project.deliveryDate?.getUTCFullYear();
  if (deliveryYear && p.constructionYear && p.constructionYear !== deliveryYear) {
    warn(
      "ConstructionYear",
      `${p.constructionYear} is not the year its project ${project.name} is delivered: ${formatDate(project.deliveryDate!)}`,
    );
  }
  if (p.zip !== project.zip || (p.street && project.street && streetKey(p.street) !== streetKey(project.street))) {
    warn("Street", `${addressOf(p)} is not the address of its project ${project.name}: ${addressOf(project)}`);
  }
  return problems;
}

/** The contradictions among the records of a sync: each property's own, then against its project. */
export function consistencyProblems(
  properties: PropertyFacts[],
  projects: ReadonlyMap<number, ProjectFacts>,
  today: Date,
): ConsistencyProblem[] {
  return properties.flatMap((p) => {
    const project = p.projectSourceId === null ? undefined : projects.get(p.projectSourceId);
    return [...ownProblems(p, today), ...(project ? projectProblems(p, project) : [])];
  });
}
