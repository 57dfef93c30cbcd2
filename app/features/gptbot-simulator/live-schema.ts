/**
 * The request schema of the simulator's live access check (POST /api/live/ai-access), checked by
 * the server; the shapes of the answer are in live-types.ts. zod/mini, free of Node APIs.
 */
import * as z from "zod/mini";
import { checkAnalyzeUrl } from "./schema";

export * from "./live-types";

/** The address, with the simulator's own messages (the same rule as "Analiz Et"). */
export const liveAiAccessRequestSchema = z.object({
  url: z.pipe(
    z.unknown(),
    z.transform((value: unknown, context) => {
      const check = checkAnalyzeUrl(value);
      if (check.ok) return check.url;
      context.issues.push({ code: "custom", message: check.message, input: value });
      return z.NEVER;
    }),
  ),
});

