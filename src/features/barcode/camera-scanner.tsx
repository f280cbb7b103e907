import { parseBarcode } from "@domain/barcode/gtin";
import { useEffect, useRef, useState } from "react";
import { BarcodeNumberForm } from "./barcode-number-form";
import { createDetector } from "./detector";

const SCAN_EVERY_MS = 250;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return "Camera access was refused. Allow the camera for this site, or type the barcode number below.";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return "No camera was found on this device. Type the barcode number below.";
  }
  if (name === "NotReadableError") return "The camera is busy in another app. Close it, or type the number below.";
  return "The camera could not be started. Type the barcode number below.";
}

/**
 * The rear camera's picture, read a few times a second until a food barcode with a valid
 * check digit shows up; then the camera is released and the code handed on. Loaded on
 * demand (scan-barcode.tsx) with the decoder it may need. Without a camera (none, refused,
 * busy) the picture gives way to the number field, so the dialog still finds the food.
 */
export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<{ kind: "starting" | "scanning" } | { kind: "error"; message: string }>({
    kind: "starting",
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus({
          kind: "error",
          message: "This browser cannot use the camera here. Type the barcode number below.",
        });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        const detector = await createDetector();
        if (stopped) return;
        setStatus({ kind: "scanning" });
        const scan = async () => {
          if (stopped || !video.current) return;
          if (video.current.readyState >= 2) {
            const found = await detector.detect(video.current).catch(() => []);
            const code = found.map((f) => parseBarcode(f.rawValue)).find((r) => r.ok);
            if (code?.ok) {
              stop();
              onCode(code.barcode.digits);
              return;
            }
          }
          timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setStatus({ kind: "error", message: cameraProblem(error) });
        stop();
      }
    })();
    return stop;
  }, [onCode]);

  const failed = status.kind === "error";
  return (
    <div className="space-y-3">
      <video
        ref={video}
        muted
        playsInline
        hidden={failed}
        aria-label="Camera picture"
        className="aspect-[4/3] w-full rounded-xl bg-slate-900 object-cover"
      />
      <p role="status" className="text-sm">
        {status.kind === "starting" && "Starting the camera..."}
        {status.kind === "scanning" && "Hold the barcode steady inside the picture."}
        {failed && <span className="text-red-700 dark:text-red-400">{status.message}</span>}
      </p>
      {failed && <BarcodeNumberForm onCode={onCode} />}
    </div>
  );
}
