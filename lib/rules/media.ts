export type VideoProvider = "youtube" | "vimeo" | "facebook" | "file";

export interface VideoInfo {
  provider: VideoProvider;
  id?: string;
  embedUrl: string;
}

export type VirtualTourProvider = "matterport" | "nodalview" | "kuula";

// The providers' players, framed on property pages (a Content-Security-Policy reads them here).
const players = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
  facebook: "https://www.facebook.com",
} as const;

export const VIDEO_PLAYER_ORIGINS: readonly string[] = Object.values(players);

const youtubeId = "([A-Za-z0-9_-]{11})";
const videoFile = /\.(mp4|mov|wmv|avi|flv|webm)$/i;

function parseWebUrl(url: string): URL | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed : null;
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, "");
}

function matchPath(url: URL, pattern: string): string | null {
  return new RegExp(`^${pattern}/?$`).exec(url.pathname)?.[1] ?? null;
}

function youtube(url: URL): string | null {
  const host = hostOf(url);
  if (host === "youtu.be" || host === "www.youtu.be") return matchPath(url, `/${youtubeId}`);
  if (!["youtube.com", "www.youtube.com", "m.youtube.com"].includes(host)) return null;
  if (url.pathname === "/watch") {
    const v = url.searchParams.get("v") ?? "";
    return new RegExp(`^${youtubeId}$`).test(v) ? v : null;
  }
  return matchPath(url, `/(?:shorts|embed)/${youtubeId}`);
}

function vimeo(url: URL): string | null {
  const host = hostOf(url);
  if (host === "vimeo.com" || host === "www.vimeo.com") return matchPath(url, "/(\\d+)");
  if (host === "player.vimeo.com") return matchPath(url, "/video/(\\d+)");
  return null;
}

function facebook(url: URL): string | null {
  const host = hostOf(url);
  if (host === "fb.watch") return matchPath(url, "/([A-Za-z0-9_-]+)");
  if (!["facebook.com", "www.facebook.com", "m.facebook.com"].includes(host)) return null;
  if (/^\/watch\/?$/.test(url.pathname)) {
    const v = url.searchParams.get("v") ?? "";
    return /^\d+$/.test(v) ? v : null;
  }
  return matchPath(url, "/[^/]+/videos/(\\d+)");
}

export function parseVideoUrl(url: string): VideoInfo | null {
  const parsed = parseWebUrl(url);
  if (!parsed) return null;
  const original = url.trim();

  const youtubeVideo = youtube(parsed);
  if (youtubeVideo) {
    return {
      provider: "youtube",
      id: youtubeVideo,
      embedUrl: `${players.youtube}/embed/${youtubeVideo}`,
    };
  }
  const vimeoVideo = vimeo(parsed);
  if (vimeoVideo) return { provider: "vimeo", id: vimeoVideo, embedUrl: `${players.vimeo}/video/${vimeoVideo}` };
  const facebookVideo = facebook(parsed);
  if (facebookVideo) {
    return {
      provider: "facebook",
      id: facebookVideo,
      embedUrl: `${players.facebook}/plugins/video.php?href=${encodeURIComponent(original)}`,
    };
  }
  if (videoFile.test(parsed.pathname)) return { provider: "file", embedUrl: original };
  return null;
}

const tourHosts: ReadonlyArray<readonly [domain: string, provider: VirtualTourProvider]> = [
  ["matterport.com", "matterport"],
  ["nodalview.com", "nodalview"],
  ["kuula.co", "kuula"],
];

/** The hosts virtual tours are framed from, each with its subdomains. */
export const TOUR_DOMAINS: readonly string[] = tourHosts.map(([domain]) => domain);

export function virtualTourProvider(url: string): VirtualTourProvider | null {
  const parsed = parseWebUrl(url);
  if (!parsed) return null;
  const host = hostOf(parsed);
  return tourHosts.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? null;
}

export function isSvg(name: string): boolean {
  const path = name.split(/[?#]/)[0] ?? "";
  return path.toLowerCase().endsWith(".svg");
}
