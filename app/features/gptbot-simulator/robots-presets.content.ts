import type { RobotsPreset } from "./robots-presets";

/** Turkish texts of the simulator's robots.txt block generator (app/features/gptbot-simulator/robots-presets.tsx). */
export const ROBOTS_PRESETS_TEXT = {
  title: "Yapay zekâ botları için robots.txt bloğu",
  intro: "Bir hazır ayar seçin; listedeki her yapay zekâ tarayıcısı için robots.txt kurallarını hazırlayalım.",
  presetLegend: "Hazır ayar",
  presets: {
    "block-training": {
      label: "Arama ve kullanıcı botlarına izin ver, eğitim botlarını engelle",
      hint: "Model eğitimi için veri toplayan botlar siteye giremez; yapay zekâ aramaları ve kullanıcı istekleri sayfalarınızı okuyabilir.",
    },
    "allow-all": {
      label: "Hepsine izin ver",
      hint: "Listedeki tüm yapay zekâ botları sitenin tamamını okuyabilir.",
    },
    "block-all": {
      label: "Hepsini engelle",
      hint: "Listedeki tüm yapay zekâ botları siteden uzak tutulur; yapay zekâ aramalarında da görünmeyebilirsiniz.",
    },
  } satisfies Record<RobotsPreset, { label: string; hint: string }>,
  outputLabel: "robots.txt bloğu",
  mergeNote:
    "Bu bloğu sitenizin mevcut robots.txt dosyasına ekleyin; dosyanın yerine koymayın. Mevcut “User-agent: *” grubunuz ve Sitemap satırlarınız olduğu gibi kalmalıdır. Bir botun adı zaten başka bir grupta geçiyorsa o grubu silin, yoksa kurallar birleşir.",
  copySuccess: "robots.txt bloğu panoya kopyalandı!",
  downloadSuccess: "robots.txt dosyası indirildi!",
  empty: "Önce bir hazır ayar seçin.",
  fileName: "robots.txt",
  /** The comment lines at the top of the block. */
  header: {
    "block-training": "# Yapay zekâ botları: eğitim botları engellenir, arama ve kullanıcı botlarına izin verilir.",
    "allow-all": "# Yapay zekâ botları: hepsine izin verilir.",
    "block-all": "# Yapay zekâ botları: hepsi engellenir.",
  } satisfies Record<RobotsPreset, string>,
  mergeComment: "# Mevcut robots.txt dosyanıza ekleyin; User-agent: * grubunuz kalır.",
  groupComment: {
    training: "# Model eğitimi için veri toplayan botlar",
    search: "# Yapay zekâ arama botları",
    user: "# Kullanıcı isteğiyle sayfa açan botlar",
  },
  verdictComment: {
    allow: "# İzin verilenler",
    disallow: "# Engellenenler",
  },
} as const;
