import { Copy, Download } from "lucide-react";
import { toast } from "~/shared/browser/toast";
import { Button } from "~/shared/ui/button";
import { copyText } from "~/shared/browser/clipboard";
import { downloadFile } from "~/shared/browser/download";
import { toolUiTexts } from "~/shared/tool-ui/content";

/** Kept for the tools that show their own copy buttons. */

interface OutputActionsProps {
  /** What is copied or downloaded; empty means "nothing to output yet". */
  content: string;
  fileName: string;
  mimeType: string;
  copySuccess: string;
  downloadSuccess: string;
  /** Toast shown when the visitor acts before there is output (the required "fill in first" texts). */
  emptyMessage: string;
  /** Disable the buttons instead of explaining with a toast. */
  disableWhenEmpty?: boolean;
  copyLabel?: string;
  downloadLabel?: string;
}

/** Copy and download buttons with the required toasts, shared by every generator tool. */
export function OutputActions({
  content,
  fileName,
  mimeType,
  copySuccess,
  downloadSuccess,
  emptyMessage,
  disableWhenEmpty = false,
  copyLabel = toolUiTexts.copy,
  downloadLabel = toolUiTexts.download(fileName),
}: OutputActionsProps) {
  const empty = content.trim() === "";

  async function onCopy() {
    if (empty) return void toast.error(emptyMessage);
    if (await copyText(content)) toast.success(copySuccess);
    else toast.error(toolUiTexts.copyFailed);
  }

  function onDownload() {
    if (empty) return void toast.error(emptyMessage);
    downloadFile(fileName, content, mimeType);
    toast.success(downloadSuccess);
  }

  const disabled = disableWhenEmpty && empty;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={onCopy} disabled={disabled}>
        <Copy aria-hidden="true" />
        {copyLabel}
      </Button>
      <Button type="button" onClick={onDownload} disabled={disabled}>
        <Download aria-hidden="true" />
        {downloadLabel}
      </Button>
    </div>
  );
}
