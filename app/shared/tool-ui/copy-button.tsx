import { Copy } from "lucide-react";
import { toast } from "~/shared/browser/toast";
import { COPY_FAILED_MESSAGE } from "~/shared/tool-ui/output-actions";
import { Button } from "~/shared/ui/button";
import { copyText } from "~/shared/browser/clipboard";

/** A copy-only button for secondary outputs (OutputActions has copy and download). */
export function CopyButton({
  content,
  success,
  emptyMessage,
  label = "Kopyala",
}: {
  content: string;
  success: string;
  emptyMessage: string;
  label?: string;
}) {
  async function onCopy() {
    if (content.trim() === "") return void toast.error(emptyMessage);
    if (await copyText(content)) toast.success(success);
    else toast.error(COPY_FAILED_MESSAGE);
  }
  return (
    <Button type="button" variant="outline" onClick={onCopy}>
      <Copy aria-hidden="true" />
      {label}
    </Button>
  );
}
