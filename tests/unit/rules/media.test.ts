import { describe, it, expect } from "vitest";
import { isSvg, parseVideoUrl, virtualTourProvider } from "../../../lib/rules";

const ID = "dQw4w9WgXcQ";
const youtubeEmbed = `https://www.youtube-nocookie.com/embed/${ID}`;
const fbEmbed = (url: string) => `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`;

describe("parseVideoUrl", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=10`,
    ` https://youtu.be/${ID} `,
  ])("youtube %s", (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: "youtube", id: ID, embedUrl: youtubeEmbed });
  });

  it.each([
    ["https://vimeo.com/123456", "123456"],
    ["https://www.vimeo.com/76979871", "76979871"],
    ["https://player.vimeo.com/video/123456", "123456"],
    ["https://player.vimeo.com/video/123456?autoplay=1", "123456"],
  ])("vimeo %s", (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}` });
  });

  it.each([
    ["https://www.facebook.com/immoagency/videos/1234567890123456/", "1234567890123456"],
    ["https://facebook.com/immoagency/videos/987654321", "987654321"],
    ["https://www.facebook.com/watch/?v=1234567890", "1234567890"],
    ["https://www.facebook.com/watch?v=1234567890", "1234567890"],
    ["https://m.facebook.com/watch/?v=42", "42"],
    ["https://fb.watch/aBc1-2_3/", "aBc1-2_3"],
  ])("facebook %s", (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: "facebook", id, embedUrl: fbEmbed(url) });
  });

  it.each([
    "https://cdn.example.be/media/visit.mp4",
    "https://cdn.example.be/media/visit.MP4?token=abc",
    "http://example.be/a.mov",
    "https://example.be/a.wmv#t=5",
    "https://example.be/a.avi",
    "https://example.be/a.flv",
    "https://example.be/a.WebM",
  ])("file %s", (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: "file", embedUrl: url });
  });

  it.each([
    "",
    "not a url",
    "youtube.com/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "ftp://example.be/a.mp4",
    "file:///home/a.mp4",
    "https://www.youtube.com/watch?v=dQw4w9WgXc",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
    "https://www.youtube.com/watch?v=dQw4w9WgX!Q",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/shorts/short",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://evilyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.be/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/abc",
    "https://player.vimeo.com/video/abc",
    "https://www.facebook.com/immoagency",
    "https://www.facebook.com/watch/?v=abc",
    "https://www.facebook.com/immoagency/videos/",
    "https://fb.watch/",
    "https://example.be/a.mp4.html",
    "https://example.be/video?file=a.mp4",
    "https://example.be/a.mkv",
  ])("rejects %j", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("virtualTourProvider", () => {
  it.each([
    ["https://matterport.com/discover/space/abc", "matterport"],
    ["https://my.matterport.com/show/?m=abc123", "matterport"],
    ["https://tour.nodalview.com/abc", "nodalview"],
    ["https://nodalview.com/abc", "nodalview"],
    ["https://kuula.co/share/collection/abc", "kuula"],
    ["http://www.kuula.co/post/abc", "kuula"],
    ["https://MY.MATTERPORT.COM/show/?m=abc", "matterport"],
    ["https://evilmatterport.com/show", null],
    ["https://matterport.com.evil.be/show", null],
    ["https://kuula.com/share", null],
    ["https://example.be/?u=https://my.matterport.com", null],
    ["javascript:alert('matterport.com')", null],
    ["ftp://my.matterport.com/show", null],
    ["my.matterport.com/show", null],
    ["", null],
  ])("%j -> %s", (url, provider) => {
    expect(virtualTourProvider(url)).toBe(provider);
  });
});

describe("isSvg", () => {
  it.each([
    ["logo.svg", true],
    ["LOGO.SVG", true],
    ["/uploads/logo.svg?v=3", true],
    ["https://cdn.example.be/logo.Svg#icon", true],
    ["logo.png", false],
    ["logo.svg.png", false],
    ["logo.png?name=a.svg", false],
    ["svg", false],
    ["", false],
  ])("%j -> %s", (name, expected) => {
    expect(isSvg(name)).toBe(expected);
  });
});
