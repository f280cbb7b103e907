import type { ExternalToast, toast as sonnerToast } from "sonner";
import { serverMessage } from "./api";

/*
 * The toast library (sonner, about 10 KB gzip) is not part of the first load (the
 * entry chunk holds what the first screen needs). The toaster (src/ui/lazy-toaster.tsx) loads
 * it at the first toast or the visitor's first interaction, whichever comes first. A toast
 * asked for before it is mounted is shown as soon as it is: sonner's Toaster keeps only
 * toasts made while it listens, so none is sent to it earlier.
 */
type Sonner = typeof sonnerToast;
type Kind = "success" | "error" | "info" | "warning";
type Title = Parameters<Sonner>[0];

let mounted: Sonner | null = null;
const waiting: ((sonner: Sonner) => void)[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Asks for the toaster to be loaded and mounted (idempotent). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The toaster's code could not be fetched: the next toast or interaction asks again. */
export function retryToaster(): void {
  requested = false;
  for (const listener of listeners) listener();
}

export function toasterRequested(): boolean {
  return requested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster with sonner's toast function: shows what waited for it. */
export function toasterMounted(sonner: Sonner): void {
  mounted = sonner;
  for (const show of waiting.splice(0)) show(sonner);
}

function show(kind: Kind | null, title: Title, options?: ExternalToast): void {
  const send = (sonner: Sonner) => {
    if (kind) sonner[kind](title, options);
    else sonner(title, options);
  };
  if (mounted) {
    send(mounted);
    return;
  }
  waiting.push(send);
  requestToaster();
}

/** sonner's `toast` as the app uses it (plain, success, error, info, warning). */
export const toast = Object.assign((title: Title, options?: ExternalToast) => show(null, title, options), {
  success: (title: Title, options?: ExternalToast) => show("success", title, options),
  error: (title: Title, options?: ExternalToast) => show("error", title, options),
  info: (title: Title, options?: ExternalToast) => show("info", title, options),
  warning: (title: Title, options?: ExternalToast) => show("warning", title, options),
});

/**
 * The one place API failures become toasts: the product's exact title, and the server's message
 * when it sent one, else the product's fallback sentence.
 */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast.error(title, { description: serverMessage(error) ?? fallback });
}
