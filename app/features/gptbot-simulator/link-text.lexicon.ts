/** Link texts that say nothing about the destination (compared in Turkish lower case, trimmed of punctuation). */
export const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  "tıklayın",
  "tıkla",
  "tıklayınız",
  "buraya",
  "buraya tıklayın",
  "buraya tıkla",
  "burada",
  "buradan",
  "devamı",
  "devamını oku",
  "devamı için tıklayın",
  "daha fazla",
  "link",
  "bağlantı",
  "click here",
  "here",
  "read more",
  "more",
]);

/** What a capital I lower-cases to in Turkish (the default mapping gives a dotted i). */
export const DOTLESS_SMALL_I = "ı";
