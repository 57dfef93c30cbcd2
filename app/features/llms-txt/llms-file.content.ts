/** The standalone generator's llms.txt: the headings and labels it writes into the file, and the toasts of copying and downloading it. */

export const LLMS_EMPTY_FORM_MESSAGE = "Önce bilgileri doldurun!";
export const LLMS_COPIED_MESSAGE = "İçerik panoya kopyalandı!";
export { LLMS_DOWNLOADED_MESSAGE } from "~/capabilities/llms-txt-grammar/messages.content";

export const LLMS_PAGES_SECTION_TITLE = "Önemli Sayfalar";
export const LLMS_SITE_URL_LABEL = "Web sitesi";
export const LLMS_KEYWORDS_LABEL = "Anahtar kelimeler";
export const LLMS_FAQ_HEADING = "Sıkça sorulan sorular";
export const LLMS_FAQ_QUESTION_LABEL = "Soru";
export const LLMS_FAQ_ANSWER_LABEL = "Cevap";
