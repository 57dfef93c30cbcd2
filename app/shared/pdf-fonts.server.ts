import { createRequire } from "node:module";
import path from "node:path";

/**
 * The fonts our PDFs embed: DejaVu Sans has every Turkish letter (ç ğ ı İ ö ş ü), which the
 * standard PDF fonts lack. Read from the dejavu-fonts-ttf package, so the files ship with it.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

export const PDF_FONTS = {
  regular: path.join(FONT_DIR, "DejaVuSans.ttf"),
  bold: path.join(FONT_DIR, "DejaVuSans-Bold.ttf"),
};
