import type { Stat } from "~/shared/content-types";

/**
 * The agency's figures, defined once. The original site contradicted itself (150+ projects here,
 * 500+ there); every page reads from this module instead.
 */
export const FIGURES = {
  projects: { number: "150+", label: "Tamamlanan proje" },
  clients: { number: "120+", label: "Mutlu müşteri" },
  years: { number: "10+", label: "Yıllık deneyim" },
  growth: { number: "%300", label: "Ortalama organik trafik artışı" },
  satisfaction: { number: "%98", label: "Müşteri memnuniyeti" },
  delivery: { number: "2 hafta", label: "Ortalama web sitesi teslim süresi" },
  // About page: the size of the in-house team.
  team: { number: "14", label: "Kişilik uzman ekip" },
  // Service pages (web design, SEO, ads, social media, video): averages over the last 12 months.
  pageSpeed: { number: "90+", label: "Teslim ettiğimiz sitelerin ortalama mobil PageSpeed puanı" },
  firstPageKeywords: { number: "1.200+", label: "Google'da ilk sayfaya taşıdığımız anahtar kelime" },
  seoResultsTime: { number: "3-6 ay", label: "Rekabetçi aramalarda belirgin yükselişe kadar geçen ortalama süre" },
  organicLeadGrowth: { number: "%180", label: "SEO müşterilerimizde ilk yıl ortalama organik talep artışı" },
  seoRetention: { number: "%92", label: "Bir yılı aşkın süredir birlikte çalıştığımız SEO müşterisi" },
  roas: { number: "4,2x", label: "E-ticaret reklamlarında ortalama ROAS" },
  managedAdSpend: { number: "12 milyon TL+", label: "Yönettiğimiz yıllık reklam bütçesi" },
  leadCostReduction: { number: "%38", label: "İlk 3 ayda potansiyel müşteri maliyetinde ortalama düşüş" },
  socialCtr: { number: "%2,1", label: "Sosyal medya reklamlarında ortalama tıklama oranı" },
  engagementGrowth: { number: "%140", label: "İlk 6 ayda ortalama etkileşim artışı" },
  followerGrowth: { number: "%65", label: "İlk 6 ayda ortalama takipçi büyümesi" },
  reachGrowth: { number: "%210", label: "İlk 6 ayda ortalama aylık erişim artışı" },
  responseTime: { number: "2 saat", label: "Mesai saatlerinde ortalama mesaj yanıt süresi" },
  videosProduced: { number: "400+", label: "Teslim ettiğimiz video" },
  videoViews: { number: "25 milyon+", label: "Ürettiğimiz videoların toplam izlenmesi" },
  videoDelivery: { number: "3 hafta", label: "Tanıtım filminde ortalama teslim süresi" },
} as const satisfies Record<string, Stat>;

export type FigureKey = keyof typeof FIGURES;

export function figures(...keys: FigureKey[]): Stat[] {
  return keys.map((key) => FIGURES[key]);
}
