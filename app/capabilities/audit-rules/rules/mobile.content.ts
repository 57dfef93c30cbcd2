import type { RuleTexts } from "../rule-text";
import type { MOBILE_RULES } from "./mobile";

export const MOBILE_TEXTS: RuleTexts<typeof MOBILE_RULES> = {
  "mobile/viewport-missing": {
    title: "Sayfa mobil ekrana uyarlanmıyor (viewport etiketi yok)",
    why: "Viewport etiketi olmayan sayfayı telefon, masaüstü genişliğinde çizip küçülterek gösterir: yazılar okunmayacak kadar küçük kalır, ziyaretçi yakınlaştırıp kaydırmak zorunda kalır. Google sayfanızı mobil sürümüne göre değerlendirir.",
    fix: "Sayfanın <head> bölümüne şu satırı ekleyin: <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">. Sitenizin tasarımının da mobilde düzgün göründüğünü bir telefonda kontrol edin.",
  },
  "mobile/viewport-no-width": {
    title: "Viewport etiketi sayfa genişliğini belirtmiyor",
    why: "Viewport etiketi var ama ne genişlik (width) ne de başlangıç ölçeği (initial-scale) içeriyor; telefon yine masaüstü genişliğini kullanabilir ve sayfa küçülmüş görünür.",
    fix: "Viewport etiketinin içeriğini şöyle yapın: content=\"width=device-width, initial-scale=1\".",
  },
  "mobile/viewport-fixed-width": {
    title: "Viewport sabit bir genişliğe ayarlanmış",
    why: "width=1024 gibi sabit bir değer, sayfayı her telefonda o genişlikte çizdirir; ekranı daha dar olan telefonlarda sayfa küçülür ya da yana taşar.",
    fix: "Sabit sayıyı kaldırıp width=device-width kullanın; sayfanın tasarımını da ekran genişliğine uyum sağlayacak (duyarlı) hâle getirin.",
  },
  "mobile/zoom-blocked": {
    title: "Ziyaretçilerin yakınlaştırması engellenmiş",
    why: "user-scalable=no ya da düşük bir maximum-scale değeri, ziyaretçinin parmaklarıyla yakınlaştırmasını engeller. Az gören ziyaretçiler metni okuyamaz; Google'ın PageSpeed Insights erişilebilirlik testi de bunu hata sayar.",
    fix: "Viewport etiketinden user-scalable=no ifadesini silin ve maximum-scale değerini kaldırın ya da en az 5 yapın.",
  },
  "mobile/form-label-missing": {
    title: "Formdaki bazı alanların adı (etiketi) yok",
    why: "Etiketi ya da açıklayıcı bir yazısı olmayan bir form alanında ziyaretçi ne yazacağını tahmin etmek zorunda kalır; görme engelli ziyaretçilerin ekran okuyucusu alanı yalnızca \"metin kutusu\" diye okur. Yarım kalan formlar kaçan müşteri demektir.",
    fix: "Her alanın üstüne ne istediğini söyleyen bir etiket ekleyin (\"Adınız\", \"Telefon numaranız\"). Form eklentilerinde (Contact Form 7, WPForms, Elementor) bu alanın \"Etiket\" ayarıdır; tasarım gereği görünmesin istiyorsanız etiketi gizli olarak işaretleyin. Geliştiriciniz için: <label for>, aria-label ya da en azından placeholder verin.",
  },
  "mobile/input-type-wrong": {
    title: "Telefon ve e-posta alanları telefonda yanlış klavyeyi açıyor",
    why: "Telefon numarası ya da e-posta isteyen alan sıradan bir metin alanı olarak tanımlanmış. Telefondan dolduran ziyaretçiye rakam tuşları ya da @ işareti yerine harf klavyesi çıkar; yazmak zorlaşır, hatalı numara ve adresler artar, bir kısmı da formu yarıda bırakır.",
    fix: "Form eklentinizde bu alanların türünü \"Telefon\" ve \"E-posta\" olarak seçin (çoğu eklentide alanı silip doğru türde yeniden eklemek yeter). Geliştiriciniz için: telefon alanına type=\"tel\", e-posta alanına type=\"email\" verin.",
  },
};
