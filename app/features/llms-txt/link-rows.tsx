import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { AddRowButton, RowFieldset } from "~/shared/tool-ui/form-parts";
import type { Keyed } from "~/shared/tool-ui/use-keyed-list";
import { LINK_ROW_TEXT } from "~/features/llms-txt/link-rows.content";

export interface LinkRow {
  title: string;
  url: string;
  description?: string;
  /** The H2 section of the file the row goes under (only forms that pass `sectionLabel` edit it). */
  section?: string;
}

/** Repeatable title / URL / description rows, shared by both llms.txt forms. */
export function LinkRows<T extends LinkRow>({
  idPrefix,
  rows,
  itemName,
  addLabel,
  urlPlaceholder = LINK_ROW_TEXT.urlPlaceholder,
  sectionLabel,
  sectionPlaceholder,
  onAdd,
  onRemove,
  onUpdate,
  onMove,
}: {
  idPrefix: string;
  rows: readonly Keyed<T>[];
  /** "Sayfa" → legends "Sayfa 1", "Sayfa 2". */
  itemName: string;
  addLabel: string;
  urlPlaceholder?: string;
  /** When given, each row also edits its section name. */
  sectionLabel?: string;
  sectionPlaceholder?: string;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onUpdate: (key: number, patch: Partial<LinkRow>) => void;
  /** Moves a row up (-1) or down (+1): the file lists links in the order of the form. */
  onMove: (key: number, offset: -1 | 1) => void;
}) {
  return (
    <div className="space-y-3">
      {rows.map((row, index) => {
        const id = `${idPrefix}-${row.key}`;
        return (
          <RowFieldset
            key={row.key}
            legend={LINK_ROW_TEXT.legend(itemName, index + 1)}
            canRemove={rows.length > 1}
            onRemove={() => onRemove(row.key)}
            onMoveUp={index > 0 ? () => onMove(row.key, -1) : null}
            onMoveDown={index < rows.length - 1 ? () => onMove(row.key, 1) : null}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-baslik`}>{LINK_ROW_TEXT.titleLabel}</Label>
                <Input
                  id={`${id}-baslik`}
                  value={row.title}
                  onChange={(event) => onUpdate(row.key, { title: event.target.value })}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-url`}>{LINK_ROW_TEXT.urlLabel}</Label>
                <Input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder={urlPlaceholder}
                  value={row.url}
                  onChange={(event) => onUpdate(row.key, { url: event.target.value })}
                />
              </div>
              <div className="space-y-1.5 sm:col-span-2">
                <Label htmlFor={`${id}-aciklama`}>{LINK_ROW_TEXT.descriptionLabel}</Label>
                <Input
                  id={`${id}-aciklama`}
                  value={row.description ?? ""}
                  onChange={(event) => onUpdate(row.key, { description: event.target.value })}
                />
              </div>
              {sectionLabel === undefined ? null : (
                <div className="space-y-1.5 sm:col-span-2">
                  <Label htmlFor={`${id}-bolum`}>{sectionLabel}</Label>
                  <Input
                    id={`${id}-bolum`}
                    placeholder={sectionPlaceholder}
                    value={row.section ?? ""}
                    onChange={(event) => onUpdate(row.key, { section: event.target.value })}
                  />
                </div>
              )}
            </div>
          </RowFieldset>
        );
      })}
      <AddRowButton onClick={onAdd}>{addLabel}</AddRowButton>
    </div>
  );
}
