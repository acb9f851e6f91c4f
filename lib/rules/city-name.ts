import type { Locale } from "@/lib/i18n/locales";

// Belgian towns with a name of their own in another language: a French page says "2000 Anvers", a Dutch
// one "1030 Schaarbeek". A town missing here keeps the name it has in the record. Only what is shown
// changes: slugs and search values keep the record's name.

type Names = Record<Locale, string>;

/** nl, fr, de, en: the name a reader of each language expects (the local one where no exonym is in use). */
const table: ReadonlyArray<readonly [nl: string, fr: string, de: string, en: string]> = [
  // The big cities, and towns along the language border.
  ["Antwerpen", "Anvers", "Antwerpen", "Antwerp"],
  ["Gent", "Gand", "Gent", "Ghent"],
  ["Brugge", "Bruges", "Brügge", "Bruges"],
  ["Leuven", "Louvain", "Löwen", "Leuven"],
  ["Mechelen", "Malines", "Mecheln", "Mechelen"],
  ["Luik", "Liège", "Lüttich", "Liège"],
  ["Namen", "Namur", "Namur", "Namur"],
  ["Bergen", "Mons", "Mons", "Mons"],
  ["Kortrijk", "Courtrai", "Kortrijk", "Kortrijk"],
  ["Oostende", "Ostende", "Ostende", "Ostend"],
  ["Doornik", "Tournai", "Tournai", "Tournai"],
  ["Ieper", "Ypres", "Ypern", "Ypres"],
  ["Aalst", "Alost", "Aalst", "Aalst"],
  ["Tongeren", "Tongres", "Tongern", "Tongeren"],
  ["Sint-Truiden", "Saint-Trond", "Sint-Truiden", "Sint-Truiden"],
  ["Tienen", "Tirlemont", "Tienen", "Tienen"],
  ["Halle", "Hal", "Halle", "Halle"],
  ["Vilvoorde", "Vilvorde", "Vilvoorde", "Vilvoorde"],
  ["Sint-Genesius-Rode", "Rhode-Saint-Genèse", "Sint-Genesius-Rode", "Sint-Genesius-Rode"],
  ["Nijvel", "Nivelles", "Nivelles", "Nivelles"],
  ["Waver", "Wavre", "Wavre", "Wavre"],
  ["Eigenbrakel", "Braine-l'Alleud", "Braine-l'Alleud", "Braine-l'Alleud"],
  ["Geldenaken", "Jodoigne", "Jodoigne", "Jodoigne"],
  ["Zinnik", "Soignies", "Soignies", "Soignies"],
  ["Edingen", "Enghien", "Enghien", "Enghien"],
  ["Aat", "Ath", "Ath", "Ath"],
  ["Hoei", "Huy", "Huy", "Huy"],
  ["Wezet", "Visé", "Visé", "Visé"],
  ["Aarlen", "Arlon", "Arel", "Arlon"],
  ["Luxemburg", "Luxembourg", "Luxemburg", "Luxembourg"],
  // Brussels and its 19 communes.
  ["Brussel", "Bruxelles", "Brüssel", "Brussels"],
  ["Anderlecht", "Anderlecht", "Anderlecht", "Anderlecht"],
  ["Oudergem", "Auderghem", "Auderghem", "Auderghem"],
  ["Sint-Agatha-Berchem", "Berchem-Sainte-Agathe", "Berchem-Sainte-Agathe", "Berchem-Sainte-Agathe"],
  ["Etterbeek", "Etterbeek", "Etterbeek", "Etterbeek"],
  ["Evere", "Evere", "Evere", "Evere"],
  ["Vorst", "Forest", "Forest", "Forest"],
  ["Ganshoren", "Ganshoren", "Ganshoren", "Ganshoren"],
  ["Elsene", "Ixelles", "Ixelles", "Ixelles"],
  ["Jette", "Jette", "Jette", "Jette"],
  ["Koekelberg", "Koekelberg", "Koekelberg", "Koekelberg"],
  ["Sint-Jans-Molenbeek", "Molenbeek-Saint-Jean", "Molenbeek-Saint-Jean", "Molenbeek-Saint-Jean"],
  ["Sint-Gillis", "Saint-Gilles", "Saint-Gilles", "Saint-Gilles"],
  ["Sint-Joost-ten-Node", "Saint-Josse-ten-Noode", "Saint-Josse-ten-Noode", "Saint-Josse-ten-Noode"],
  ["Schaarbeek", "Schaerbeek", "Schaerbeek", "Schaerbeek"],
  ["Ukkel", "Uccle", "Uccle", "Uccle"],
  ["Watermaal-Bosvoorde", "Watermael-Boitsfort", "Watermael-Boitsfort", "Watermael-Boitsfort"],
  ["Sint-Lambrechts-Woluwe", "Woluwe-Saint-Lambert", "Woluwe-Saint-Lambert", "Woluwe-Saint-Lambert"],
  ["Sint-Pieters-Woluwe", "Woluwe-Saint-Pierre", "Woluwe-Saint-Pierre", "Woluwe-Saint-Pierre"],
];

const key = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();

const byName = new Map<string, Names>();
for (const [nl, fr, de, en] of table) {
  const names: Names = { nl, fr, de, en };
  // A name that is another town's in one language (Bergen, Halle) is found first as its own town.
  for (const name of [nl, fr, de, en]) if (!byName.has(key(name))) byName.set(key(name), names);
}

/** A Belgian town's name as a reader of the language writes it ("Antwerpen" → fr "Anvers"). */
export function cityName(city: string, locale: Locale): string {
  return byName.get(key(city))?.[locale] ?? city;
}
