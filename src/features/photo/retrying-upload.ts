import { BasePlugin, type DefinePluginOpts, type PluginOpts, type Uppy } from "@uppy/core";
import type { Body, Meta, UppyFile } from "@uppy/core/utils";
import {
  browserRetryEnv,
  type RetryEnv,
  UploadHttpError,
  UploadNetworkError,
  type UploadSteps,
  uploadWithRetry,
} from "@/lib/photos/upload-retry";

/** What GET /api/uploads/s3/params answers: an S3-style POST form (worker/features/uploads). */
interface FormSignature {
  url: string;
  fields: Record<string, string>;
}

type Options = PluginOpts & { endpoint: string; env?: RetryEnv };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

async function getSignature(endpoint: string, file: UppyFile<Meta, Body>, signal: AbortSignal): Promise<FormSignature> {
  const query = new URLSearchParams({ filename: file.name ?? "photo", type: file.type || "image/jpeg" });
  let response: Response;
  try {
    response = await fetch(`${endpoint}/s3/params?${query}`, { credentials: "include", signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new UploadNetworkError();
  }
  if (!response.ok) throw new UploadHttpError(response.status, await response.text(), retryAfter(response));
  const body = (await response.json()) as Partial<FormSignature>;
  if (typeof body.url !== "string" || !body.fields) throw new UploadHttpError(response.status, "Malformed signature");
  return { url: body.url, fields: body.fields };
}

function retryAfter(response: { headers: { get(name: string): string | null } }): number | null {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The form POST, through XMLHttpRequest for its upload progress events. */
function sendForm(
  signature: FormSignature,
  data: Blob,
  signal: AbortSignal,
  onProgress: (sent: number, total: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
    form.append("file", data);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", signature.url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(data.size, (event.loaded / event.total) * data.size), data.size);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(`${signature.url.replace(/\/+$/, "")}/${encodeURIComponent(signature.fields.key ?? "")}`);
      } else {
        const seconds = Number(xhr.getResponseHeader("Retry-After"));
        reject(
          new UploadHttpError(xhr.status, xhr.responseText, Number.isFinite(seconds) && seconds > 0 ? seconds : null),
        );
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    signal.addEventListener("abort", () => {
      xhr.abort();
      reject(new DOMException("Upload aborted", "AbortError"));
    });
    xhr.send(form);
  });
}

/**
 * An Uppy uploader for the gallery dialog that sends each photo as the Worker's S3-style
 * POST form under the one upload retry policy (`@/lib/photos/upload-retry`). Pausing aborts the
 * request in flight and resuming starts it again (one photo of at most 10 MB is one request);
 * cancelling or removing the file aborts it.
 */
export class RetryingUpload<M extends Meta, B extends Body> extends BasePlugin<DefinePluginOpts<Options, never>, M, B> {
  #uploads = new Map<string, { controller: AbortController; paused: boolean; removed: boolean }>();
  #resumed = new Map<string, () => void>();

  constructor(uppy: Uppy<M, B>, opts: Options) {
    super(uppy, opts);
    this.type = "uploader";
    this.id = opts.id ?? "RetryingUpload";
  }

  override install(): void {
    this.uppy.setState({ capabilities: { ...this.uppy.getState().capabilities, resumableUploads: true } });
    this.uppy.addUploader(this.#upload);
    this.uppy.on("file-removed", this.#onRemoved);
    this.uppy.on("cancel-all", this.#onCancelAll);
    this.uppy.on("upload-pause", this.#onPause);
    this.uppy.on("pause-all", this.#onPauseAll);
    this.uppy.on("resume-all", this.#onResumeAll);
  }

  override uninstall(): void {
    this.uppy.removeUploader(this.#upload);
    this.uppy.off("file-removed", this.#onRemoved);
    this.uppy.off("cancel-all", this.#onCancelAll);
    this.uppy.off("upload-pause", this.#onPause);
    this.uppy.off("pause-all", this.#onPauseAll);
    this.uppy.off("resume-all", this.#onResumeAll);
    this.#onCancelAll();
  }

  #onRemoved = (file: UppyFile<M, B>) => this.#stop(file.id);
  #onCancelAll = () => {
    for (const id of [...this.#uploads.keys()]) this.#stop(id);
  };

  /** Aborts for good, also an upload waiting paused. */
  #stop(id: string) {
    const upload = this.#uploads.get(id);
    if (!upload) return;
    upload.removed = true;
    upload.controller.abort();
    this.#resumed.get(id)?.();
  }
  #onPause = (file: UppyFile<M, B> | undefined, isPaused: boolean) => {
    if (file) this.#setPaused(file.id, isPaused);
  };
  #onPauseAll = () => {
    for (const id of this.#uploads.keys()) this.#setPaused(id, true);
  };
  #onResumeAll = () => {
    for (const id of [...this.#uploads.keys()]) this.#setPaused(id, false);
  };

  #setPaused(id: string, paused: boolean) {
    const upload = this.#uploads.get(id);
    if (!upload || upload.paused === paused) return;
    upload.paused = paused;
    if (paused) upload.controller.abort();
    else this.#resumed.get(id)?.();
  }

  #upload = async (fileIDs: string[]): Promise<void> => {
    const files = this.uppy.getFilesByIds(fileIDs).filter((f) => !f.progress.uploadComplete && !f.error);
    if (files.length === 0) return;
    this.uppy.emit("upload-start", files);
    await Promise.allSettled(files.map((file) => this.#uploadOne(file)));
  };

  async #uploadOne(file: UppyFile<M, B>): Promise<void> {
    const data = file.data;
    if (!(data instanceof Blob)) {
      this.uppy.emit("upload-error", file, new Error("Only photos from this device can be uploaded."));
      return;
    }
    const state = { controller: new AbortController(), paused: false, removed: false };
    this.#uploads.set(file.id, state);
    const steps: UploadSteps<FormSignature> = {
      sign: (signal) => getSignature(this.opts.endpoint, file as UppyFile<Meta, Body>, signal),
      send: (signature, signal) =>
        sendForm(signature, data, signal, (bytesUploaded, bytesTotal) =>
          this.uppy.emit("upload-progress", this.uppy.getFile(file.id), {
            uploadStarted: file.progress.uploadStarted ?? Date.now(),
            bytesUploaded,
            bytesTotal,
          }),
        ),
    };
    try {
      for (;;) {
        try {
          const location = await uploadWithRetry(steps, this.opts.env ?? browserRetryEnv, state.controller.signal);
          this.uppy.emit("upload-success", this.uppy.getFile(file.id), {
            status: 200,
            body: { location } as unknown as B,
            uploadURL: location,
          });
          return;
        } catch (error) {
          if (state.paused && !state.removed) {
            // Paused: wait for the resume, then start the request again on a fresh signal.
            await new Promise<void>((resume) => this.#resumed.set(file.id, resume));
            this.#resumed.delete(file.id);
            if (state.removed) return;
            state.controller = new AbortController();
            continue;
          }
          if (isAbort(error)) return;
          this.uppy.emit("upload-error", this.uppy.getFile(file.id), error as Error);
          return;
        }
      }
    } finally {
      this.#uploads.delete(file.id);
    }
  }
}
