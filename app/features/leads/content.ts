/** /iletisim: texts around the contact form. Phone, e-mail, address and hours come from site.ts. */

export const CONTACT_CHANNELS_INTRO =
  "Hangi kanalı seçerseniz seçin, mesajınızı aynı ekip okur. Acil işler için telefon veya WhatsApp, ayrıntılı talepler için form ve e-posta en iyisidir.";

export const CONTACT_NEXT_STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Aynı gün dönüş",
    text: "Çalışma saatleri içinde gelen mesajlara aynı gün, hafta sonu gelenlere ilk iş günü yanıt veriyoruz.",
  },
  {
    title: "Ücretsiz ön görüşme",
    text: "Hedeflerinizi, bütçenizi ve mevcut durumunuzu konuştuğumuz 20-30 dakikalık bir telefon veya video görüşmesi yapıyoruz.",
  },
  {
    title: "Net teklif ve takvim",
    text: "Görüşmeden sonraki iki iş günü içinde kapsamı, fiyatı ve teslim tarihlerini açıkça yazan bir teklif gönderiyoruz.",
  },
];

export const CONTACT_WHATSAPP_MESSAGE = "Merhaba, web sitenizdeki iletişim sayfasından yazıyorum.";
