import { Copy } from "lucide-react";
import { toast } from "~/lib/browser/toast";
import { COPY_FAILED_MESSAGE } from "~/components/tools/output-actions";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/browser/clipboard";

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
