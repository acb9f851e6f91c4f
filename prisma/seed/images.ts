import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

// The synthetic listings' photos (bulk.ts) are drawn here from two colours, so nothing is downloaded. WebP keeps them light.

export interface GeneratedImage {
  url: string;
  width: number;
  height: number;
}

function scene(variant: number, [light, dark]: [string, string]): string {
  const w = 1200;
  const h = 800;
  const windows = Array.from({ length: 3 + (variant % 3) }, (_, i) => {
    const x = 330 + i * 150;
    return `<rect x="${x}" y="420" width="80" height="110" rx="6" fill="#f4efe6" opacity="0.9"/>`;
  }).join("");
  const exterior = `
    <rect x="0" y="560" width="${w}" height="240" fill="${dark}" opacity="0.55"/>
    <polygon points="260,360 600,170 940,360" fill="${dark}"/>
    <rect x="290" y="360" width="620" height="260" fill="${light}"/>
    ${windows}
    <rect x="565" y="470" width="70" height="150" rx="4" fill="${dark}"/>
    <circle cx="1010" cy="150" r="60" fill="#fff6d5" opacity="0.85"/>`;
  const interior = `
    <rect x="0" y="520" width="${w}" height="280" fill="${dark}" opacity="0.45"/>
    <rect x="140" y="140" width="360" height="300" rx="8" fill="#f8f4ec" opacity="0.85"/>
    <rect x="620" y="380" width="420" height="150" rx="30" fill="${dark}"/>
    <rect x="660" y="330" width="120" height="80" rx="20" fill="${light}"/>
    <rect x="880" y="330" width="120" height="80" rx="20" fill="${light}"/>
    <circle cx="320" cy="600" r="70" fill="${light}" opacity="0.8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${variant % 2 ? "#dfe9f1" : light}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    ${variant % 2 === 0 ? exterior : interior}
  </svg>`;
}

async function write(svg: string, file: string, width: number, height: number): Promise<void> {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 55 }).toFile(file);
}

/** Writes (once) `count` photos for one listing under public/media/<folder>/ and returns their URLs. */
export async function listingPhotos(
  publicDir: string,
  folder: string,
  palette: [string, string],
  count: number,
): Promise<GeneratedImage[]> {
  const images: GeneratedImage[] = [];
  for (let i = 0; i < count; i++) {
    const rel = `media/${folder}/${i + 1}.webp`;
    await write(scene(i, palette), path.join(publicDir, rel), 1200, 800);
    images.push({ url: `/${rel}`, width: 1200, height: 800 });
  }
  return images;
}
