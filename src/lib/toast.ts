import { toast } from "sonner";
import { serverMessage } from "./api";

/**
 * The one place API failures become toasts: the spec's title, and the server's message
 * when it sent one, else the spec's fallback sentence.
 */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast.error(title, { description: serverMessage(error) ?? fallback });
}

export { toast };
