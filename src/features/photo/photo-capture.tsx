import { Camera, Image as ImageIcon, Lightbulb } from "lucide";
import { useState } from "react";
import { onDemand } from "@/lib/on-demand";
import { secondaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { OnDemandPiece } from "@/ui/on-demand-piece";

const UploadDialog = onDemand(() => import("./upload-dialog"));

const pickButton =
  "flex cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600";

/**
 * 'Take Photo' opens the camera directly (capture); the gallery is a plain file picker for
 * guests and the resumable upload dialog for signed-in users.
 */
export function PhotoCapture({
  isGuest,
  onFile,
  onUploaded,
}: {
  isGuest: boolean;
  onFile: (file: File) => void;
  onUploaded: (preview: string, imageUrl: string) => void;
}) {
  const [dialog, setDialog] = useState(false);
  const take = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={`${pickButton} bg-brand-600 text-white hover:bg-brand-700`}>
          <Icon node={Camera} className="size-5" /> Take Photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={take}
            className="sr-only"
            data-testid="camera-input"
          />
        </label>
        {isGuest ? (
          <label className={`${pickButton} ${secondaryButton}`}>
            <Icon node={ImageIcon} className="size-5" /> Upload from Gallery
            <input type="file" accept="image/*" onChange={take} className="sr-only" data-testid="gallery-input" />
          </label>
        ) : (
          <button type="button" onClick={() => setDialog(true)} className={`${pickButton} ${secondaryButton}`}>
            <Icon node={ImageIcon} className="size-5" /> Upload from Gallery
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Icon node={Lightbulb} className="-mt-0.5 mr-1 inline size-4 align-middle" />
        Tip: 'Take Photo' opens your camera directly. Shoot from above in good light so every food on the plate is
        visible.
      </p>
      {dialog && (
        <OnDemandPiece onFailure={() => setDialog(false)}>
          <UploadDialog open={dialog} onClose={() => setDialog(false)} onUploaded={onUploaded} />
        </OnDemandPiece>
      )}
    </div>
  );
}
