/** The Turkish alphabet, digits first, in the order people sort by (compareTr). */
export const TR_ALPHABET = "0123456789abcçdefgğhıijklmnoöpqrsştuüvwxyz";

/**
 * A small Turkish stopword list for the common-words method: conjunctions, particles and question
 * words that link unrelated searches ("nasıl", "nedir"). Words with meaning for search intent
 * ("en", "iyi", "ucuz", "fiyat") are deliberately not here.
 */
export const TURKISH_STOPWORDS: ReadonlySet<string> = new Set([
  "ve", "veya", "ile", "ya", "da", "de", "ki", "mi", "mı", "mu", "mü", "bir", "bu", "şu", "o", "için", "gibi",
  "ne", "nasıl", "nedir", "neden", "niçin", "nerede", "hangi", "kaç", "mı", "ama", "fakat", "her", "çok", "daha",
  "olan", "olarak", "yapılır", "nelerdir", "kimdir", "the", "and", "of", "for", "to", "in",
]);
