import { apiRoute } from "~/.server/json-api";
import { handleContentWriterApi } from "~/features/content-writer/endpoint.server";

/** /api/content-writer: the AI content writer (GET: is AI configured; POST: a streamed draft). */
const endpoint = apiRoute({ ALL: handleContentWriterApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
