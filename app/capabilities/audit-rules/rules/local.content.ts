import type { RuleTexts } from "../rule-text";
import type { LOCAL_RULES } from "./local";

export const LOCAL_TEXTS: RuleTexts<typeof LOCAL_RULES> = {
  "local/phone-varies": {
    title: "Bazı sayfalarda işletmenin telefonu farklı",
    why: "Sitenizin çoğu sayfası aynı telefon numarasını gösteriyor, bu sayfalar ise başka bir numara. Çoğu zaman eski bir şablonda kalmış eski numaradır: arayan müşteri size ulaşamaz, Google da işletmenizin hangi numarasının doğru olduğundan emin olamaz ve yerel aramalarda (haritada) sizi daha geride gösterebilir.",
    fix: "Bu sayfalardaki telefonu sitenin geri kalanındakiyle aynı yapın; numara genellikle temanın üst ya da alt kısmında, bir widget'ta ya da sayfa oluşturucunun ayrı bir şablonundadır. Aynı numarayı Google İşletme Profilinizde ve rehber sitelerde de kullanın.",
  },
  "local/schema-phone-not-shown": {
    title: "Yapılandırılmış verideki telefon sitede hiçbir yerde yazmıyor",
    why: "Sitenizin Google'a verdiği işletme bilgisinde (LocalBusiness ya da Organization yapılandırılmış verisi) bir telefon numarası var, ama bu numara sitenin hiçbir sayfasında görünmüyor. Google bu numarayı arama sonuçlarında ve haritada gösterebilir: eski ya da yanlış bir numaraysa müşteriler size ulaşamaz.",
    fix: "Yapılandırılmış verideki telefonu, sitede yazan (ve Google İşletme Profilinizdeki) numarayla aynı yapın; WordPress'te bu bilgi genellikle Yoast ya da Rank Math'in \"Yerel SEO\"/\"Kuruluş\" ayarlarındadır. Numara doğruysa sitenin alt kısmına tıklanabilir olarak da yazın.",
  },
  "local/schema-address-not-shown": {
    title: "Yapılandırılmış verideki adres sitede hiçbir yerde yazmıyor",
    why: "Sitenizin Google'a verdiği işletme bilgisinde (LocalBusiness ya da Organization yapılandırılmış verisi) bir adres var, ama bu adres (ne sokağı ne posta kodu) sitenin hiçbir sayfasında yazmıyor. Çoğu zaman taşınmadan önceki eski adres ya da eklentiye bir kez girilip unutulmuş bir adrestir. Google bu adresi arama sonuçlarında ve haritada kullanabilir: yanlışsa müşteri sizi yanlış yerde arar, Google da hangi adresin doğru olduğundan emin olamaz.",
    fix: "Yapılandırılmış verideki adresi, sitede yazan (ve Google İşletme Profilinizdeki) adresle aynı yapın; WordPress'te bu bilgi genellikle Yoast ya da Rank Math'in \"Yerel SEO\"/\"Kuruluş\" ayarlarındadır. Adres doğruysa iletişim sayfanıza ve sitenin alt kısmına da açıkça yazın: yalnızca bir harita görseli ya da gömülü harita yetmez, adres metin olarak da bulunsun.",
  },
  "local/schema-nap-conflict": {
    title: "Yapılandırılmış veri aynı işletme için farklı ad, adres ya da telefon veriyor",
    why: "Sitenizin farklı sayfalarındaki işletme bilgileri (LocalBusiness ya da Organization yapılandırılmış verisi) birbirini tutmuyor: aynı işletme için bir sayfada bir telefon ya da adres, başka bir sayfada başka biri yazıyor. Google, bilgileri tutarlı olan işletmelere yerel aramalarda daha çok güvenir; tutarsızlık haritadaki sıralamanızı düşürebilir.",
    fix: "İşletmenizin adını, adresini ve telefonunu tek bir biçimde belirleyip tüm sayfalarda, Google İşletme Profilinde ve rehber sitelerde aynen kullanın. Birden çok şubeniz varsa her şubenin kendi adresi ve telefonu olsun ve her biri kendi şube sayfasında anlatılsın.",
  },
};
