"use client";

import { useState } from "react";
import type { VideoInfo } from "@/lib/rules/media";
import { ScriptButton } from "@/components/layout/script-button";

/**
 * A video or a virtual tour that loads only when the visitor asks for it: nothing is fetched from the
 * provider (and no provider cookie is set) before the click.
 */
export function MediaPlayer({
  media,
  title,
  openLabel,
}: {
  media: { kind: "video"; video: VideoInfo } | { kind: "tour"; url: string };
  title: string;
  openLabel: string;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <ScriptButton
        onClick={() => setOpen(true)}
        className="flex aspect-video w-full items-center justify-center gap-3 rounded-lg bg-brand-900 text-lg font-semibold text-white hover:bg-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
        {openLabel}
      </ScriptButton>
    );
  }
  if (media.kind === "video" && media.video.provider === "file") {
    return (
      <video controls autoPlay className="aspect-video w-full rounded-lg bg-black" title={title}>
        <source src={media.video.embedUrl} />
      </video>
    );
  }
  return (
    <iframe
      src={media.kind === "video" ? media.video.embedUrl : media.url}
      title={title}
      className="aspect-video w-full rounded-lg border-0 bg-black"
      allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
