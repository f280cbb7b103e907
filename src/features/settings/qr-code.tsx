import { useEffect, useState } from "react";

/**
 * The otpauth URL as a QR code. uqr is imported only when a setup starts, so it stays out
 * of every bundle that is loaded before. The SVG is our own generator's output, shown as
 * an <img> from a data: URL (the CSP allows img-src data:): an image cannot run scripts,
 * and nothing is written as HTML.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    import("uqr").then(({ renderSVG }) => {
      const svg = renderSVG(value, { border: 2 });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="h-44 w-44 shrink-0 rounded-lg bg-white p-1">
      {src && <img src={src} alt={label} width={168} height={168} className="h-full w-full" />}
    </div>
  );
}
