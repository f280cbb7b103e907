import { z } from "../zod";

/** Only images may be uploaded (the server checks the bytes too). */
export const imageTypeSchema = z.string().regex(/^image\//, "Only images can be uploaded.");

/** The upload widget's calls: create a multipart upload, and complete it. */
export const createMultipartSchema = z.object({
  filename: z.string().max(300),
  type: imageTypeSchema,
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const completeMultipartSchema = z.object({
  parts: z
    .array(z.object({ ETag: z.string().max(200), PartNumber: z.number().int().min(1) }))
    .min(1, "Send the uploaded parts.")
    .max(10_000),
});

export const uploadParamsQuerySchema = z.object({ filename: z.string().max(300), type: imageTypeSchema });
