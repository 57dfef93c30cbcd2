/** The hub's llms.txt form: project details, notes and three link lists. */
export const LLMS_HUB_TEXT = {
  projectTitle: "Proje bilgileri",
  projectNameLabel: "Proje adı",
  projectNamePlaceholder: "Örnek Yazılım",
  /** Hint naming the default written when the field is left empty. */
  projectNameHint: (defaultName: string) => `Boş bırakılırsa dosyada “${defaultName}” yazılır.`,
  projectDescriptionLabel: "Proje açıklaması",
  projectDescriptionPlaceholder: "Küçük işletmeler için ön muhasebe uygulaması.",
  projectDescriptionHint: (defaultDescription: string) =>
    `Dosyada özet satırı (>) olur; boş bırakılırsa “${defaultDescription}” yazılır.`,
  notesLabel: "Notlar (isteğe bağlı)",
  notesHint: "Yapay zekâ asistanlarının bilmesini istediğiniz ek bilgiler; boşsa dosyaya eklenmez.",
  lists: [
    {
      name: "docs",
      title: "Dokümanlar (Docs)",
      itemName: "Doküman",
      addLabel: "Doküman ekle",
      hint: "Projenizi anlamak için okunması gereken temel sayfalar.",
    },
    {
      name: "examples",
      title: "Örnekler (Examples)",
      itemName: "Örnek",
      addLabel: "Örnek ekle",
      hint: "Kullanım örnekleri, vaka çalışmaları, demo sayfaları.",
    },
    {
      name: "optional",
      title: "İsteğe bağlı kaynaklar (Optional)",
      itemName: "Kaynak",
      addLabel: "Kaynak ekle",
      hint: "Kısa bağlam gerektiğinde atlanabilecek ek kaynaklar.",
    },
  ],
  /** A list's description: its hint and the rule for which rows count. */
  listDescription: (hint: string) => `${hint} Yalnızca başlığı ve adresi dolu satırlar eklenir.`,
} as const;
