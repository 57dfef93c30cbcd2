import type { RuleTexts } from "../rule-text";
import type { RESOURCE_RULES } from "./resources";

export const RESOURCE_TEXTS: RuleTexts<typeof RESOURCE_RULES> = {
  "links/broken-external": {
    title: "Başka sitelere verilen bağlantılar çalışmıyor",
    why: "Sayfanızdaki bir bağlantı, artık açılmayan ya da hata veren bir sayfaya gidiyor. Tıklayan ziyaretçi hata sayfasıyla karşılaşır ve sitenizin bakımsız olduğunu düşünebilir; arama motorları da kırık bağlantıları sayfanın güncel tutulmadığına dair bir işaret olarak görür.",
    fix: "Bulgudaki adresleri tek tek açıp kontrol edin. Taşınmış bir sayfanın yeni adresini yazın, kaldırılmış bir sayfaya verilen bağlantıyı silin ya da aynı konuyu anlatan başka bir kaynağa yönlendirin.",
  },
  "images/heavy": {
    title: "Çok büyük (ağır) görseller var",
    why: "200 KB'ı aşan bir görsel, özellikle mobil bağlantıda sayfanın geç açılmasına yol açar. Yavaş açılan sayfalardan ziyaretçiler beklemeden ayrılır ve Google da sayfa hızını sıralamada dikkate alır.",
    fix: "Görseli sayfada göründüğü boyuta küçültün ve WebP ya da AVIF biçiminde kaydedin; Squoosh gibi ücretsiz araçlar ya da WordPress'teki görsel optimizasyonu eklentileri bunu birkaç tıklamayla yapar. Çoğu görsel bu şekilde 100 KB'ın altına iner.",
  },
  "social/og-image-broken": {
    title: "Paylaşım görseli (og:image) açılmıyor",
    why: "Sayfanız paylaşıldığında Facebook, LinkedIn ve WhatsApp görseli og:image etiketindeki adresten indirir. Bu adres hata veriyorsa paylaşım görselsiz, sıradan bir bağlantı olarak görünür ve çok daha az tıklanır.",
    fix: "og:image etiketindeki adresi tarayıcıda açıp görselin yüklendiğini kontrol edin. Görsel taşındıysa ya da silindiyse etiketi yeni adresle güncelleyin; WordPress'te bu genellikle SEO eklentisinin sosyal medya ayarlarındadır.",
  },
  "social/og-image-size": {
    title: "Paylaşım görseli (og:image) çok küçük ya da çok büyük",
    why: "600×315 pikselden küçük bir paylaşım görseli Facebook ve LinkedIn'de büyük kart yerine küçük bir kare olarak gösterilir ve paylaşım gözden kaçar. 5 MB'ı aşan bir görseli ise X (Twitter) hiç göstermez.",
    fix: "Paylaşım görselini 1200×630 piksel boyutunda hazırlayın ve 1 MB'ın altında kalacak şekilde JPEG ya da PNG olarak kaydedin; ardından og:image etiketinde bu görselin adresini verin.",
  },
  "security/security-txt-missing": {
    title: "Güvenlik iletişim dosyası (security.txt) yok",
    why: "Sitenizde bir güvenlik açığı bulan iyi niyetli bir araştırmacı, bunu kime bildireceğini /.well-known/security.txt dosyasında arar. Dosya yoksa uyarı size ulaşmayabilir ve açık, kötü niyetli biri tarafından kullanılana kadar fark edilmeyebilir.",
    fix: "Sitenizin /.well-known/security.txt adresine, düz metin olarak en az iki satır içeren bir dosya koyun: bir Contact satırı (ör. Contact: mailto:guvenlik@alanadiniz.com) ve bir yıl sonrasını gösteren bir Expires satırı (ör. Expires: 2027-12-31T23:59:59Z).",
  },
  "security/security-txt-invalid": {
    title: "Güvenlik iletişim dosyası (security.txt) eksik ya da süresi dolmuş",
    why: "security.txt dosyanız var ama zorunlu Contact ya da Expires satırı eksik, tarih geçerli biçimde yazılmamış ya da süresi dolmuş. Süresi dolmuş bir dosyadaki bilgilere güvenilmemesi gerekir; güvenlik açığı bildirmek isteyen biri size ulaşamayabilir.",
    fix: "Dosyada bir Contact satırı (e-posta ya da form adresi) ve Expires satırı bulunduğundan emin olun. Expires tarihini 2027-12-31T23:59:59Z biçiminde, bir yıldan kısa bir süre sonrasına ayarlayın ve takviminize yenileme hatırlatıcısı koyun.",
  },
};
