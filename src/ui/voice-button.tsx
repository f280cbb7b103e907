import { Mic, MicOff } from "lucide";
import { useEffect, useRef, useState } from "react";
import { canRecognizeSpeech, type Listening, listen } from "@/lib/speech";
import { toast } from "@/lib/toast";
import { Icon } from "@/ui/icon";

/**
 * A microphone that fills a text field with what is said, through the browser's own speech
 * recognition; nothing at all where the browser has none. `onText` receives the words said,
 * after `before` (what the field held when listening began), so a second go adds to the first.
 */
export function VoiceButton({
  label,
  value,
  onText,
}: {
  label: string;
  value: string;
  onText: (text: string) => void;
}) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const session = useRef<Listening | null>(null);
  // Known only in the browser: the server draws no button, the browser adds it if it can.
  useEffect(() => setSupported(canRecognizeSpeech()), []);
  useEffect(() => () => session.current?.stop(), []);
  if (!supported) return null;

  function toggle() {
    if (session.current) {
      session.current.stop();
      return;
    }
    const before = value.trim();
    session.current = listen({
      onText: (said) => onText(before ? `${before} ${said}` : said),
      onError: (message) => toast.error("Could not hear you", { description: message }),
      onEnd: () => {
        session.current = null;
        setListening(false);
      },
    });
    setListening(session.current !== null);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={listening}
      aria-label={listening ? "Stop listening" : label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 ${
        listening
          ? "border-red-400 bg-red-50 text-red-700 dark:border-red-500 dark:bg-red-950/40 dark:text-red-200"
          : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
    >
      <Icon node={listening ? MicOff : Mic} className="size-5" />
      {listening && <span className="ml-1 text-sm font-medium">Listening…</span>}
    </button>
  );
}
