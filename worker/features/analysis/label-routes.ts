import { Hono } from "hono";
import { readLabelModelAnswer } from "../../../domain/custom-foods/label-answer";
import { checkLabel, labelPhotoFormSchema } from "../../../domain/custom-foods/label-reading";
import { MAX_PHOTO_BYTES } from "../../../domain/photos/limits";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { errorDetails } from "../../lib/error-details";
import { readLimitedForm, tooLarge } from "../../lib/images/body-limit";
import { requireImage } from "../../lib/images/magic-bytes";
import { log } from "../../lib/log";
import { userOf } from "../../middleware/session";
import { type MealImage, visionProvider } from "../../providers/ai/vision";
import { takeAnalysis } from "./quota";
import { ANALYSIS_TIMEOUT_MS } from "./routes";

/** Room for the form's boundary and field headers around the photo itself. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

const notConfigured = () =>
  new ApiError(
    503,
    "Label reading needs a photo-analysis provider, and none is configured on this server. Type the label's numbers instead.",
    { code: "AI_NOT_CONFIGURED" },
  );

const readFailed = () =>
  new ApiError(502, "The label could not be read. Please try again, or type the numbers in yourself.", {
    code: "LABEL_READ_FAILED",
  });

/** The photo in the request's form, checked by its size and its first bytes. */
async function labelPhoto(request: Request): Promise<MealImage> {
  const form = await readLimitedForm(request, MAX_PHOTO_BYTES + FORM_ENVELOPE_BYTES);
  const parsed = labelPhotoFormSchema.safeParse({ photo: form?.get("photo") ?? undefined });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new ApiError(400, issues[0]?.message ?? "Send a photo of the label.", { code: "INVALID_INPUT", issues });
  }
  const { photo } = parsed.data;
  if (photo.size > MAX_PHOTO_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await photo.arrayBuffer());
  return { bytes, mimeType: requireImage(bytes) };
}

/**
 * POST /api/foods/label: a photo of a nutrition label read by the vision model into the
 * label's numbers per 100 g (and per serving), for the own-food form to start from. It stores
 * nothing. A read is one AI analysis of the day's quota, taken as a photo analysis takes it
 * once the photo is checked, and given back when the user gets no numbers.
 */
export const labelRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const user = userOf(c);
  const provider = visionProvider(c.env);
  if (!provider) throw notConfigured();
  const image = await labelPhoto(c.req.raw);
  const giveBack = await takeAnalysis(c.env, user, Date.now(), "label");
  try {
    const timeout = Number(c.env.AI_TIMEOUT_MS) || ANALYSIS_TIMEOUT_MS;
    const answer = readLabelModelAnswer(await provider.readLabel(image, AbortSignal.timeout(timeout)));
    if (!answer) {
      log("warn", c.get("requestId"), "label answer did not match the contract", { provider: provider.name });
      throw readFailed();
    }
    const check = checkLabel(answer);
    if (!check.ok) throw new ApiError(422, check.message, { code: check.code });
    return c.json(check.reading, 200);
  } catch (error) {
    await giveBack();
    if (error instanceof ApiError) throw error;
    log("warn", c.get("requestId"), "label reading failed", { provider: provider.name, error: errorDetails(error) });
    throw readFailed();
  }
});
