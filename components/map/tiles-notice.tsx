/** Said over a map whose background tiles could not be loaded: the markers still work. */
export function TilesNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="absolute bottom-6 left-3 z-[1000] max-w-sm rounded bg-white/95 px-3 py-2 text-sm shadow"
    >
      {text}
    </p>
  );
}
