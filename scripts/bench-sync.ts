import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { brusselsTime } from "@/lib/content-sync/crm-client";
import { openConnection } from "@/lib/db/infra/connection";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { startStandIn } from "./crm-stand-in-server.mjs";

// npm run bench:sync: the time and peak memory of `npm run crm:sync` taking BENCH_PROPERTIES (1 000)
// properties with BENCH_PHOTOS (8) photos each from the stand-in CRM into a new embedded database, then of
// the unchanged syncs after it: everything asked again (--full) and the routine one (changes since the last).
// The photos are BENCH_PHOTO_SIZE (1024x768) JPEGs drawn for the run, BENCH_DISTINCT_PHOTOS of them
// (default: every photo its own), so fetching, re-encoding and storing run once per distinct photo.
// Everything lives in a temporary folder, removed at the end (BENCH_KEEP=1 keeps it).
// Figures against issue 23's goals, not a pass/fail test.

const propertyCount = Number(process.env.BENCH_PROPERTIES ?? 1000);
const photosEach = Number(process.env.BENCH_PHOTOS ?? 8);
const distinctPhotos = Math.min(
  Number(process.env.BENCH_DISTINCT_PHOTOS ?? propertyCount * photosEach),
  propertyCount * photosEach,
);
const [photoWidth, photoHeight] = (process.env.BENCH_PHOTO_SIZE ?? "1024x768").split("x").map(Number) as [
  number,
  number,
];
const goals = { fullSeconds: 600, unchangedSeconds: 10, memoryMb: 500 };
const fixturesSource = path.resolve("tests/fixtures/crm");
const cities = [
  { City: "Etterbeek", Zip: "1040", lat: 50.8347, lng: 4.3902 },
  { City: "Gent", Zip: "9000", lat: 51.0543, lng: 3.7174 },
  { City: "Namur", Zip: "5000", lat: 50.4674, lng: 4.8718 },
  { City: "Leuven", Zip: "3000", lat: 50.8798, lng: 4.7005 },
  { City: "Liège", Zip: "4000", lat: 50.6326, lng: 5.5797 },
  { City: "Antwerpen", Zip: "2000", lat: 51.2194, lng: 4.4025 },
  { City: "Brugge", Zip: "8000", lat: 51.2093, lng: 3.2247 },
  { City: "Mons", Zip: "7000", lat: 50.4542, lng: 3.9567 },
];
const types = [
  { TypeDescription: { nl: "Appartement", fr: "Appartement", en: "Apartment", de: "Wohnung" }, noun: "apartment" },
  { TypeDescription: { nl: "Woning", fr: "Maison", en: "House", de: "Haus" }, noun: "house" },
];

/** A picture of its own for photo `n`: a sky, a façade and a roof drawn from `n`, as a JPEG. */
function drawPhoto(n: number): Promise<Buffer> {
  const w = photoWidth;
  const h = photoHeight;
  const x = (n * 61) % Math.max(1, w - 400);
  const y = Math.round(h * 0.3) + ((n * 29) % Math.round(h * 0.3));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(n * 37) % 360},55%,72%)"/>
<stop offset="1" stop-color="hsl(${(n * 53 + 120) % 360},35%,38%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<rect x="${x}" y="${y}" width="${220 + ((n * 13) % 160)}" height="${h - y}" fill="hsl(${(n * 11) % 360},30%,52%)"/>
<polygon points="${x - 20},${y} ${x + 120 + ((n * 7) % 60)},${y - 110} ${x + 260 + ((n * 13) % 160)},${y}" fill="hsl(${(n * 17) % 360},45%,30%)"/>
<text x="40" y="80" font-size="48" fill="white">${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function writePhotos(dir: string): Promise<{ seconds: number; kb: number }> {
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < distinctPhotos; n = next++) {
      const jpeg = await drawPhoto(n);
      bytes += jpeg.length;
      fs.writeFileSync(path.join(dir, `p-${n}.jpg`), jpeg);
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return { seconds: (performance.now() - started) / 1000, kb: bytes / distinctPhotos / 1024 };
}

/** Property `i` in the stand-in's layout: texts per language, photos relative to its file. */
function propertyRecord(i: number, changed: string) {
  const city = cities[i % cities.length]!;
  const type = types[i % types.length]!;
  const rent = i % 4 === 3;
  const id = 100_001 + i;
  const ident = `BENCH-${String(i + 1).padStart(4, "0")}`;
  return {
    ID: id,
    Ident: ident,
    LastChangedDate: changed,
    Goal: rent ? 1 : 0,
    Status: 1,
    WebID: 1,
    WebIDName: { nl: "Residentieel", fr: "Résidentiel", en: "Residential", de: "Wohnimmobilie" },
    TypeDescription: type.TypeDescription,
    Title: {
      nl: `Ruim ${type.TypeDescription.nl.toLowerCase()} ${ident} in ${city.City}`,
      fr: `${type.TypeDescription.fr} spacieux ${ident} à ${city.City}`,
      en: `Spacious ${type.noun} ${ident} in ${city.City}`,
      de: `Geräumige ${type.TypeDescription.de} ${ident} in ${city.City}`,
    },
    DescriptionA: {
      nl: `Een lichte living, een ingerichte keuken en ${2 + (i % 3)} slaapkamers.\n\nDichtbij winkels en openbaar vervoer.`,
      fr: `Un séjour lumineux, une cuisine équipée et ${2 + (i % 3)} chambres.\n\nProche des commerces et des transports.`,
      en: `A bright living room, a fitted kitchen and ${2 + (i % 3)} bedrooms.\n\nClose to shops and public transport.`,
      de: `Ein helles Wohnzimmer, eine Einbauküche und ${2 + (i % 3)} Schlafzimmer.\n\nNahe Geschäften und Nahverkehr.`,
    },
    Price: rent ? 900 + (i % 20) * 50 : 195_000 + (i % 50) * 7_500,
    PublishPrice: i % 10 !== 0,
    PriceUnit: 0,
    PriceUnitText: null,
    Marquee: null,
    PublishAddress: i % 5 !== 0,
    Street: "Rue de la Station",
    HouseNumber: String(1 + (i % 180)),
    Zip: city.Zip,
    City: city.City,
    CountryID: 10,
    CountryName: "België",
    GoogleX: (city.lat + ((i % 40) - 20) / 2000).toFixed(4),
    GoogleY: (city.lng + ((i % 30) - 15) / 2000).toFixed(4),
    SurfaceLiving: 70 + (i % 90),
    SurfaceGround: type.noun === "house" ? 180 + (i % 400) : undefined,
    NumberOfBedRooms: 2 + (i % 3),
    NumberOfBathRooms: 1 + (i % 2),
    HasGarden: type.noun === "house",
    HasLift: type.noun === "apartment",
    ConstructionYear: 1950 + (i % 70),
    EnergyPerformance: 90 + (i % 300),
    ManagerID: 11 + (i % 3),
    OwnerID: i % 50 === 0 ? 501 : null,
    ProjectID: null,
    XLargePictureItems: Array.from({ length: photosEach }, (_, k) => {
      const n = (i * photosEach + k) % distinctPhotos;
      return { ID: id * 100 + k, Url: `photos/p-${n}.jpg` };
    }),
  };
}

/** The stand-in's fixture folder: the test fixtures' staff, owners and project, and the generated properties. */
async function writeFixtures(root: string) {
  for (const folder of ["users", "owners", "projects"]) {
    fs.cpSync(path.join(fixturesSource, folder), path.join(root, folder), { recursive: true });
  }
  fs.writeFileSync(path.join(root, "deleted.json"), JSON.stringify({ properties: [], projects: [] }));
  const photos = await writePhotos(path.join(root, "properties/photos"));
  // Changed a day ago: a routine sync after the first finds nothing new.
  const changed = brusselsTime(new Date(Date.now() - 86_400_000));
  for (let i = 0; i < propertyCount; i++) {
    const file = path.join(root, "properties", `bench-${i + 1}.json`);
    fs.writeFileSync(file, JSON.stringify(propertyRecord(i, changed)));
  }
  return photos;
}

/** A new embedded database with the schema, as a site has before its first sync (which writes the categories). */
async function prepareDatabase(dataDir: string) {
  const connection = openConnection({ kind: "embedded", dataDir });
  try {
    await migrateIfNeeded(connection);
  } finally {
    await connection.close();
  }
}

interface Run {
  name: string;
  seconds: number;
  peakMb: number;
  summary: string;
  exitCode: number | null;
}

/** `npm run crm:sync` under GNU time: wall time and the peak resident memory of its largest process. */
function runSync(name: string, args: string[], env: NodeJS.ProcessEnv, dir: string): Promise<Run> {
  const timeFile = path.join(dir, `${name.replace(/\W+/g, "-")}.time`);
  const child = spawn(
    "/usr/bin/time",
    ["-f", "%e %M", "-o", timeFile, "npm", "run", "--silent", "crm:sync", "--", ...args],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (out += chunk));
  return new Promise((resolve) => {
    child.on("exit", (exitCode) => {
      const [seconds, kb] = fs.readFileSync(timeFile, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
      const lines = out.split("\n");
      const summary = [
        ...lines.filter((line) => /^(Sync of|Stopped:)/.test(line)),
        ...lines.filter((line) => /^\s+[✗!]/.test(line)).slice(0, 5),
      ].join("\n    ");
      resolve({ name, seconds: seconds!, peakMb: kb! / 1024, summary: summary || out.slice(-2000), exitCode });
    });
  });
}

function countFiles(dir: string) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".webp")).length : 0;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-sync-"));
const fixtures = path.join(work, "crm");
const dataDir = path.join(work, "pglite");
const mediaDir = path.join(work, "media");
let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
try {
  console.log(`Drawing ${distinctPhotos} distinct ${photoWidth}×${photoHeight} JPEG photos in ${work}…`);
  const photos = await writeFixtures(fixtures);
  console.log(
    `  ${photos.seconds.toFixed(0)} s, ${photos.kb.toFixed(0)} kB each on average; ` +
      `${propertyCount} properties × ${photosEach} photos = ${propertyCount * photosEach} photos, ${distinctPhotos} distinct.`,
  );
  await prepareDatabase(dataDir);
  standIn = await startStandIn({ fixtures, port: 0 });
  const env = {
    ...process.env,
    DATABASE_URL: "",
    PGLITE_DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    CRM_URL: standIn.url,
    CRM_CUSTOMER_NAME: standIn.customer,
    CRM_CUSTOMER_PASSWORD: standIn.password,
    CRM_MEDIA_HOSTS: "",
  };
  const runs: Run[] = [];
  const cases: [string, string[], number][] = [
    ["full sync, first", ["--full"], goals.fullSeconds],
    ["unchanged, everything asked again (--full)", ["--full"], goals.unchangedSeconds],
    ["unchanged, changes since the last sync", [], goals.unchangedSeconds],
  ];
  for (const [name, args] of cases) {
    console.log(`Running npm run crm:sync ${args.length ? `-- ${args.join(" ")}` : ""} (${name})…`);
    const run = await runSync(name, args, env, work);
    console.log(`    ${run.summary}`);
    runs.push(run);
  }
  console.log(
    `\n${propertyCount} properties, ${propertyCount * photosEach} photos (${distinctPhotos} distinct, ${photoWidth}×${photoHeight} JPEG) ` +
      `from the stand-in CRM into a new embedded database; ${countFiles(mediaDir)} photos stored, on ${os.availableParallelism()} cores ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} at the end):`,
  );
  console.table(
    runs.map((run, i) => ({
      run: run.name,
      "exit code": run.exitCode,
      time: `${run.seconds.toFixed(1)} s`,
      "time goal": `${cases[i]![2]} s ${run.seconds <= cases[i]![2] ? "met" : "MISSED"}`,
      "peak memory": `${run.peakMb.toFixed(0)} MB`,
      "memory goal": `${goals.memoryMb} MB ${run.peakMb <= goals.memoryMb ? "met" : "MISSED"}`,
    })),
  );
} finally {
  await standIn?.close();
  if (process.env.BENCH_KEEP === "1") console.log(`Kept ${work}.`);
  else fs.rmSync(work, { recursive: true, force: true });
}
