import Uppy from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import { useEffect, useRef } from "react";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import { ACCEPTED_IMAGE_TYPES, MAX_PHOTO_BYTES } from "@domain/photos/limits";
import { downscaleImage } from "@/lib/photos/downscale";
import { uploadRefusalMessage } from "@/lib/photos/refusal-message";
import { SignatureError } from "@/lib/photos/upload-retry";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { MULTIPART_ENDPOINT, photoPath } from "./api";
import { RetryingUpload } from "./retrying-upload";

interface Props {
  open: boolean;
  onClose: () => void;
  onUploaded: (preview: string, imageUrl: string) => void;
}

/** The photo id inside a location the widget reports (`…/s3/form/{id}.{token}` or `…/objects/{id}`). */
export function photoIdFromLocation(location: string): string | null {
  return location.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)?.[1] ?? null;
}

/**
 * The gallery upload dialog for signed-in users: one image of at most
 * 10 MB, resumable through the Worker's upload endpoints, downscaled before it leaves.
 * This module (and the widget) loads only when the dialog is first opened.
 */
export default function UploadDialog({ open, onClose, onUploaded }: Props) {
  const target = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onClose, onUploaded });
  callbacks.current = { onClose, onUploaded };

  useEffect(() => {
    if (!open || !target.current) return;
    const uppy = new Uppy({
      autoProceed: true,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: MAX_PHOTO_BYTES,
        allowedFileTypes: [...ACCEPTED_IMAGE_TYPES, "image/*"],
      },
    })
      .use(Dashboard, {
        inline: true,
        target: target.current,
        proudlyDisplayPoweredByUppy: false,
        height: 360,
        width: "100%",
        note: "One photo, up to 10 MB",
      })
      // The product's retry policy (src/lib/photos/upload-retry.ts), which Uppy's own S3 uploader cannot be set to.
      .use(RetryingUpload, { endpoint: MULTIPART_ENDPOINT });
    uppy.addPreProcessor(async (ids) => {
      for (const id of ids) {
        const file = uppy.getFile(id);
        if (!(file.data instanceof Blob)) continue;
        const smaller = await downscaleImage(file.data);
        if (smaller !== file.data) uppy.setFileState(id, { data: smaller, size: smaller.size, type: "image/jpeg" });
      }
    });
    // A refusal the server explains (today's upload limit) is shown in its words, not as
    // the widget's "network error".
    let refusal: string | undefined;
    let signatureFailed = false;
    uppy.on("upload-error", (_file, error) => {
      refusal = uploadRefusalMessage(error) ?? refusal;
      if (refusal || !(error instanceof SignatureError)) return;
      signatureFailed = true;
      toast.error("Upload Error", { description: "Failed to get upload URL. Please try again." });
    });
    uppy.on("complete", (result) => {
      const done = result.successful?.[0];
      if (!done) {
        if (refusal || !signatureFailed) {
          toast.error("Upload Failed", { description: refusal ?? "No files were uploaded successfully." });
        }
        signatureFailed = false;
        refusal = undefined;
        return;
      }
      const location = done.uploadURL ?? (done.response?.body as { location?: string } | undefined)?.location ?? "";
      const id = photoIdFromLocation(location);
      if (!id) {
        toast.error("Upload Error", { description: "Failed to get image URL." });
        return;
      }
      toast.success("Image Uploaded");
      const preview = done.data instanceof Blob ? URL.createObjectURL(done.data) : photoPath(id);
      callbacks.current.onUploaded(preview, photoPath(id));
      callbacks.current.onClose();
    });
    return () => uppy.destroy();
  }, [open]);

  return (
    <Dialog open={open} title="Upload from gallery" onClose={onClose}>
      <div ref={target} />
    </Dialog>
  );
}
