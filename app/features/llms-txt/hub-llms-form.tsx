import { useId, useMemo, useState } from "react";
import { FieldHint, ToolPanel } from "~/shared/tool-ui/form-parts";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { useKeyedList } from "~/shared/tool-ui/use-keyed-list";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import {
  createLlmsHubItem,
  DEFAULT_PROJECT_DESCRIPTION,
  DEFAULT_PROJECT_NAME,
  generateLlmsHubTxt,
  type LlmsHubItem,
} from "~/features/llms-txt/hub-generator";
import { LinkRows } from "./link-rows";
import { LlmsTxtActions } from "./llms-txt-actions";

const LISTS = [
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
] as const;

type ListName = (typeof LISTS)[number]["name"];

/** The hub's llms.txt form (second variant of SPEC section 2): project, notes and three link lists. */
export function HubLlmsForm() {
  const id = useId();
  const [projectName, setProjectName] = useState("");
  const [projectDescription, setProjectDescription] = useState("");
  const [notes, setNotes] = useState("");
  const docsList = useKeyedList<LlmsHubItem>(() => [createLlmsHubItem()]);
  const examplesList = useKeyedList<LlmsHubItem>(() => [createLlmsHubItem()]);
  const optionalList = useKeyedList<LlmsHubItem>(() => [createLlmsHubItem()]);
  const lists = { docs: docsList, examples: examplesList, optional: optionalList } satisfies Record<ListName, unknown>;
  const docs = docsList.rows;
  const examples = examplesList.rows;
  const optional = optionalList.rows;

  const output = useMemo(
    () => generateLlmsHubTxt({ projectName, projectDescription, notes, docs, examples, optional }),
    [projectName, projectDescription, notes, docs, examples, optional],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6">
        <ToolPanel id={`${id}-proje`} title="Proje bilgileri">
          <div className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-ad`}>Proje adı</Label>
              <Input
                id={`${id}-ad`}
                placeholder="Örnek Yazılım"
                aria-describedby={`${id}-ad-ipucu`}
                value={projectName}
                onChange={(event) => setProjectName(event.target.value)}
              />
              <FieldHint id={`${id}-ad-ipucu`}>Boş bırakılırsa dosyada “{DEFAULT_PROJECT_NAME}” yazılır.</FieldHint>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-aciklama`}>Proje açıklaması</Label>
              <Textarea
                id={`${id}-aciklama`}
                rows={3}
                placeholder="Küçük işletmeler için ön muhasebe uygulaması."
                aria-describedby={`${id}-aciklama-ipucu`}
                value={projectDescription}
                onChange={(event) => setProjectDescription(event.target.value)}
              />
              <FieldHint id={`${id}-aciklama-ipucu`}>
                Dosyada özet satırı (&gt;) olur; boş bırakılırsa “{DEFAULT_PROJECT_DESCRIPTION}” yazılır.
              </FieldHint>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-notlar`}>Notlar (isteğe bağlı)</Label>
              <Textarea
                id={`${id}-notlar`}
                rows={3}
                aria-describedby={`${id}-notlar-ipucu`}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
              <FieldHint id={`${id}-notlar-ipucu`}>
                Yapay zekâ asistanlarının bilmesini istediğiniz ek bilgiler; boşsa dosyaya eklenmez.
              </FieldHint>
            </div>
          </div>
        </ToolPanel>
        {LISTS.map((list) => (
          <ToolPanel
            key={list.name}
            id={`${id}-${list.name}`}
            title={list.title}
            description={`${list.hint} Yalnızca başlığı ve adresi dolu satırlar eklenir.`}
          >
            <LinkRows
              idPrefix={`${id}-${list.name}`}
              rows={lists[list.name].rows}
              itemName={list.itemName}
              addLabel={list.addLabel}
              onAdd={() => lists[list.name].add(createLlmsHubItem())}
              onRemove={lists[list.name].remove}
              onUpdate={lists[list.name].update}
            />
          </ToolPanel>
        ))}
      </div>
      <div className="lg:sticky lg:top-24">
        <ToolPanel id={`${id}-cikti`} title="Dosyanız">
          <OutputPanel
            id={`${id}-onizleme`}
            label="llms.txt önizlemesi"
            value={output}
            rows={18}
            wrap
            actions={
              <LlmsTxtActions content={output} />
            }
          />
        </ToolPanel>
      </div>
    </div>
  );
}
