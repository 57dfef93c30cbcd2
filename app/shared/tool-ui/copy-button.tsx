import { Copy } from "lucide-react";
import { toast } from "~/shared/browser/toast";
import { toolUiTexts } from "~/shared/tool-ui/content";
import { Button } from "~/shared/ui/button";
import { copyText } from "~/shared/browser/clipboard";

/** A copy-only button for secondary outputs (OutputActions has copy and download). */
export function CopyButton({
  content,
  success,
  emptyMessage,
  label = toolUiTexts.copy,
}: {
  content: string;
  success: string;
  emptyMessage: string;
  label?: string;
}) {
  async function onCopy() {
    if (content.trim() === "") return void toast.error(emptyMessage);
    if (await copyText(content)) toast.success(success);
    else toast.error(toolUiTexts.copyFailed);
  }
  return (
    <Button type="button" variant="outline" onClick={onCopy}>
      <Copy aria-hidden="true" />
      {label}
    </Button>
  );
}
