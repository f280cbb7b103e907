/**
 * The browser's own speech recognition (the Web Speech API), where it exists: Chrome, Edge and
 * Safari have it, Firefox does not. Proteo gets only the words; the browser decides how it turns
 * speech into them (Chrome may use its maker's servers, Safari the phone itself).
 */

interface RecognitionResultEvent {
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether this browser can turn speech into text. */
export const canRecognizeSpeech = (): boolean => recognitionClass() !== undefined;

/** What went wrong, in words for the user (the API's error codes, https://wicg.github.io/speech-api/). */
export function speechErrorMessage(code: string): string {
  if (code === "not-allowed" || code === "service-not-allowed")
    return "The microphone is not allowed for Proteo. Allow it in your browser's site settings to speak your meal.";
  if (code === "no-speech") return "Nothing was heard. Tap the microphone and say what you ate.";
  if (code === "audio-capture") return "No microphone was found on this device.";
  if (code === "network") return "Speech recognition needs a connection. Type your meal instead.";
  return "Speech recognition stopped. Please try again or type your meal.";
}

export interface Listening {
  stop(): void;
}

/**
 * Listens once, in the page's language: `onText` receives the words said so far, `onError` a
 * message for the user, `onEnd` when listening stops however it stops.
 */
export function listen(handlers: {
  onText: (text: string) => void;
  onError: (message: string) => void;
  onEnd: () => void;
}): Listening | null {
  const Recognition = recognitionClass();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = document.documentElement.lang || navigator.language;
  recognition.interimResults = true;
  recognition.continuous = false;
  recognition.onresult = (event) => {
    handlers.onText(
      Array.from(event.results)
        .map((result) => result[0].transcript)
        .join(" ")
        .trim(),
    );
  };
  recognition.onerror = (event) => {
    // "aborted" is our own stop; it is no failure.
    if (event.error !== "aborted") handlers.onError(speechErrorMessage(event.error));
  };
  recognition.onend = handlers.onEnd;
  recognition.start();
  return { stop: () => recognition.stop() };
}
