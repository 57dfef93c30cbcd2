import { jsonContract, streamContract } from "../../shared/api-contract";
import type { ApiErrorBody } from "../../shared/api-contract";
import type { ContentWriterRequest } from "./live-schema";
import type { ContentWriterLine, ContentWriterStatus } from "./stream-lines";

/** GET /api/content-writer: whether the server has an AI key, so the screen can say which mode it runs in. */
export const CONTENT_WRITER_STATUS_API = jsonContract<undefined, ContentWriterStatus | ApiErrorBody>("GET", "/api/content-writer");

/** POST /api/content-writer: the draft, streamed as NDJSON (stream-lines.ts). */
export const CONTENT_WRITER_API = streamContract<ContentWriterRequest, ContentWriterLine>("/api/content-writer");
