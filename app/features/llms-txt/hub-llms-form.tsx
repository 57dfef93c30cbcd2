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
import { LLMS_HUB_TEXT } from "~/features/llms-txt/hub-form.content";
import { LLMS_FORM_TEXT } from "~/features/llms-txt/link-rows.content";
import { LinkRows } from "./link-rows";
import { LlmsTxtActions } from "./llms-txt-actions";
import { SiteFillPanel } from "./site-fill-panel";

const LISTS = LLMS_HUB_TEXT.lists;

type ListName = (typeof LISTS)[number]["name"];

/** The hub's llms.txt form (second variant of docs/requirements.md R2.7): project, notes and three link lists. */
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
        <SiteFillPanel
          target={{
            kind: "hub",
            form: { projectName, projectDescription, notes, docs, examples, optional },
            fill: (form) => {
              setProjectName(form.projectName);
              setProjectDescription(form.projectDescription);
              docsList.replace(form.docs);
              examplesList.replace(form.examples);
              optionalList.replace(form.optional);
            },
          }}
        />
        <ToolPanel id={`${id}-proje`} title={LLMS_HUB_TEXT.projectTitle}>
          <div className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-ad`}>{LLMS_HUB_TEXT.projectNameLabel}</Label>
              <Input
                id={`${id}-ad`}
                placeholder={LLMS_HUB_TEXT.projectNamePlaceholder}
                aria-describedby={`${id}-ad-ipucu`}
                value={projectName}
                onChange={(event) => setProjectName(event.target.value)}
              />
              <FieldHint id={`${id}-ad-ipucu`}>{LLMS_HUB_TEXT.projectNameHint(DEFAULT_PROJECT_NAME)}</FieldHint>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-aciklama`}>{LLMS_HUB_TEXT.projectDescriptionLabel}</Label>
              <Textarea
                id={`${id}-aciklama`}
                rows={3}
                placeholder={LLMS_HUB_TEXT.projectDescriptionPlaceholder}
                aria-describedby={`${id}-aciklama-ipucu`}
                value={projectDescription}
                onChange={(event) => setProjectDescription(event.target.value)}
              />
              <FieldHint id={`${id}-aciklama-ipucu`}>
                {LLMS_HUB_TEXT.projectDescriptionHint(DEFAULT_PROJECT_DESCRIPTION)}
              </FieldHint>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-notlar`}>{LLMS_HUB_TEXT.notesLabel}</Label>
              <Textarea
                id={`${id}-notlar`}
                rows={3}
                aria-describedby={`${id}-notlar-ipucu`}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
              <FieldHint id={`${id}-notlar-ipucu`}>{LLMS_HUB_TEXT.notesHint}</FieldHint>
            </div>
          </div>
        </ToolPanel>
        {LISTS.map((list) => (
          <ToolPanel
            key={list.name}
            id={`${id}-${list.name}`}
            title={list.title}
            description={LLMS_HUB_TEXT.listDescription(list.hint)}
          >
            <LinkRows
              idPrefix={`${id}-${list.name}`}
              rows={lists[list.name].rows}
              itemName={list.itemName}
              addLabel={list.addLabel}
              onAdd={() => lists[list.name].add(createLlmsHubItem())}
              onRemove={lists[list.name].remove}
              onMove={lists[list.name].move}
              onUpdate={lists[list.name].update}
            />
          </ToolPanel>
        ))}
      </div>
      <div className="lg:sticky lg:top-24">
        <ToolPanel id={`${id}-cikti`} title={LLMS_FORM_TEXT.outputTitle}>
          <OutputPanel
            id={`${id}-onizleme`}
            label={LLMS_FORM_TEXT.previewLabel}
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
