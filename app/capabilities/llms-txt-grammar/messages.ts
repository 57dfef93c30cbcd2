/** Texts about the llms.txt file itself, shared by the generator and the downloads page. */

export const LLMS_DOWNLOADED_MESSAGE = "llms.txt dosyası indirildi!";
