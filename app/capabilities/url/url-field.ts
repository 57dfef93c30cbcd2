import * as z from "zod/mini";
import { checkTypedHttpUrl, type HttpUrlMessages } from "./http-url";

/**
 * A request field holding an address a visitor typed, checked by the live tools' URL rule
 * (checkTypedHttpUrl: http/https, at most URL_MAX_LENGTH, a bare host read as https) and
 * handed on normalised, with the endpoint's own Turkish messages. zod/mini: the screens import
 * the schemas that use it (docs/decisions/007).
 */
export function typedHttpUrlField(messages: HttpUrlMessages) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, context) => {
      const check = checkTypedHttpUrl(value, messages);
      if (check.ok) return check.url;
      context.issues.push({ code: "custom", message: check.message, input: value });
      return z.NEVER;
    }),
  );
}
