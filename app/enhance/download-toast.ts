import { toast } from "~/shared/browser/toast";

/**
 * Plain download links that confirm with a toast (downloads page): `<a download data-download-toast="Text">`.
 * The browser does the download itself, with or without this script.
 */
export function initDownloadToasts(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLElement>("[data-download-toast]");
    if (link?.dataset.downloadToast) toast.success(link.dataset.downloadToast);
  });
}
