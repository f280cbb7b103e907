/**
 * The vision seam (Workers AI or an OpenAI-compatible endpoint): what every provider implements and the request both
 * send. Its own file, imported by the providers and by vision.ts (which picks one), so no
 * provider imports the module that imports it.
 */

export interface MealImage {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * A vision model behind one seam. It returns the model's raw content; the caller validates
 * it against the contract in domain/analysis/model-answer.ts.
 */
export interface VisionProvider {
  name: "workers-ai" | "openai";
  analyze(image: MealImage, signal: AbortSignal): Promise<unknown>;
}

export function dataUrl(image: MealImage): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < image.bytes.length; i += chunk) {
    binary += String.fromCharCode(...image.bytes.subarray(i, i + chunk));
  }
  return `data:${image.mimeType};base64,${btoa(binary)}`;
}

/** The conversation both providers send: the instructions, then the photo as a data: URL. */
export function visionMessages(image: MealImage, instructions: string) {
  return [
    { role: "system", content: instructions },
    {
      role: "user",
      content: [
        { type: "text", text: "List the foods in this meal with grams and protein." },
        { type: "image_url", image_url: { url: dataUrl(image) } },
      ],
    },
  ];
}
