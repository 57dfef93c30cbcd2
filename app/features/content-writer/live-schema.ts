import * as z from "zod/mini";
import { CONTENT_WRITER_LIMITS } from "./limits";
import { PAGE_TYPES, TONES } from "./messages.content";

/**
 * The body of POST /api/content-writer: the five required fields of the form and the optional key
 * points, limits in limits.ts. zod/mini (ADR 007); the endpoint words its Turkish messages from the
 * issue codes. The screen checks emptiness itself (form.ts) and does not load this module.
 */
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const contentWriterRequestSchema = z.object({
  pageType: z.enum(PAGE_TYPES),
  tone: z.enum(TONES),
  business: required(CONTENT_WRITER_LIMITS.business),
  keyword: required(CONTENT_WRITER_LIMITS.keyword),
  audience: required(CONTENT_WRITER_LIMITS.audience),
  keyPoints: z.optional(z.string().check(z.trim(), z.maxLength(CONTENT_WRITER_LIMITS.keyPoints))),
});

export type ContentWriterRequest = z.infer<typeof contentWriterRequestSchema>;
