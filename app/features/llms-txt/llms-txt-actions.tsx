import { OutputActions } from "~/shared/tool-ui/output-actions";
import { MIME } from "~/shared/browser/download";
import { LLMS_TXT_FILE_NAME } from "~/features/llms-txt/generator";
import {
  LLMS_COPIED_MESSAGE,
  LLMS_DOWNLOADED_MESSAGE,
  LLMS_EMPTY_FORM_MESSAGE,
} from "~/features/llms-txt/llms-file.content";

/** Copy and download of an llms.txt, shared by both form variants (tool page and hub). */
export function LlmsTxtActions({ content }: { content: string }) {
  return (
    <OutputActions
      content={content}
      fileName={LLMS_TXT_FILE_NAME}
      mimeType={MIME.text}
      copySuccess={LLMS_COPIED_MESSAGE}
      downloadSuccess={LLMS_DOWNLOADED_MESSAGE}
      emptyMessage={LLMS_EMPTY_FORM_MESSAGE}
    />
  );
}
