import QRCode from "qrcode";

/** The page's address as a QR code, drawn on the server as SVG; shown on the printed brochure only. */
export async function PageQr({ url, caption }: { url: string; caption: string }) {
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <figure className="hidden items-center gap-3 print:flex" data-print-qr>
      <span className="block h-28 w-28" role="img" aria-label={caption} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="text-sm">
        {caption}
        <br />
        <span className="break-all">{url}</span>
      </figcaption>
    </figure>
  );
}
