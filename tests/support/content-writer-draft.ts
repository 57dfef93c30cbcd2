/** A complete AI draft in the content writer's fixed Markdown structure (app/features/content-writer/draft.ts), for unit and browser tests. */
export const SAMPLE_DRAFT = `## SEO Başlığı
İstanbul SEO Ajansı | Pusula Dijital

## Meta Açıklaması
Pusula Dijital ile istanbul seo ajansı hizmeti: teknik SEO, içerik ve raporlama. Ücretsiz teklif alın.

## H1
İstanbul SEO Ajansı: Ölçülebilir Büyüme

## Taslak Yapı
- H2: SEO hizmetimizin kapsamı
  - H3: Teknik SEO
  - H3: İçerik
- H2: Neden biz?

## İçerik
İstanbul seo ajansı arayan işletmeler için net bir süreç sunuyoruz. Her ay rapor veriyoruz.

### SEO hizmetimizin kapsamı
Teknik sorunları düzeltiyoruz.

## Sıkça Sorulan Sorular
### SEO ne kadar sürer?
İlk sonuçlar genellikle üç ila altı ayda görülür.
### Fiyatlar neye göre belirlenir?
Sitenin büyüklüğüne ve hedeflere göre.

## Harekete Geçirici Mesaj
Ücretsiz analiz için bugün bize yazın.
`;
