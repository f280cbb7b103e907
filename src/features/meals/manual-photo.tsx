import { MAX_PHOTO_BYTES } from "@domain/photos/limits";
import { useEffect, useId, useState } from "react";
import { downscaleImage } from "@/lib/photos/downscale";
import { PhotoUploadError, uploadPhoto } from "@/lib/photos/upload-photo";
import { toast } from "@/lib/toast";
import { secondaryButton } from "@/ui/field";

/**
 * The manual entry's optional photo: for an account it is already stored privately
 * (`imageUrl`, an /api/objects/ link the meal keeps); a guest's stays in this browser
 * (`blob`) until the meal is saved to IndexedDB.
 */
export interface ManualPhoto {
  preview: string;
  imageUrl: string | null;
  blob: Blob | null;
}

export const TOO_LARGE = "Please choose one image of at most 10 MB.";

/** 'Upload Photo', then 'Change Photo' once one is chosen. */
export function ManualPhotoField({
  isGuest,
  photo,
  onPhoto,
  onBusy,
}: {
  isGuest: boolean;
  photo: ManualPhoto | null;
  onPhoto: (photo: ManualPhoto | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);

  // The preview is an object URL: freed when it is replaced or the form is done with it.
  useEffect(() => {
    const url = photo?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo?.preview]);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/") || file.size > MAX_PHOTO_BYTES) {
      toast.error("Upload Error", { description: TOO_LARGE });
      return;
    }
    setUploading(true);
    onBusy(true);
    try {
      const small = await downscaleImage(file);
      if (isGuest) {
        onPhoto({ preview: URL.createObjectURL(small), imageUrl: null, blob: small });
      } else {
        const imageUrl = await uploadPhoto(small);
        onPhoto({ preview: URL.createObjectURL(small), imageUrl, blob: null });
        toast.success("Image Uploaded");
      }
    } catch (error) {
      const url = error instanceof PhotoUploadError && error.stage === "url";
      const description = url
        ? "Failed to get upload URL. Please try again."
        : (error instanceof PhotoUploadError && error.serverMessage) || "Failed to upload image. Please try again.";
      toast.error("Upload Error", { description });
    } finally {
      setUploading(false);
      onBusy(false);
    }
  }

  return (
    <div className="sm:col-span-2">
      <span className="block text-sm font-medium">Photo (optional)</span>
      <div className="mt-1 flex items-center gap-3">
        {photo && (
          <img
            src={photo.preview}
            alt="Chosen for this meal"
            className="size-16 rounded-xl object-cover"
            data-testid="manual-photo-preview"
          />
        )}
        <label
          htmlFor={id}
          className={`${secondaryButton} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${uploading ? "opacity-60" : ""}`}
        >
          {uploading ? "Uploading..." : photo ? "Change Photo" : "Upload Photo"}
          <input
            id={id}
            type="file"
            accept="image/*"
            onChange={(e) => void choose(e)}
            disabled={uploading}
            className="sr-only"
            data-testid="manual-photo-input"
          />
        </label>
        {photo && !uploading && (
          <button
            type="button"
            onClick={() => onPhoto(null)}
            className="text-sm text-slate-600 underline dark:text-slate-300"
          >
            Remove photo
          </button>
        )}
      </div>
    </div>
  );
}
