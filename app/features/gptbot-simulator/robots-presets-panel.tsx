import { useId, useState } from "react";
import { MIME } from "~/shared/browser/download";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { DEFAULT_ROBOTS_PRESET, ROBOTS_PRESETS, buildRobotsBlock, isRobotsPreset, type RobotsPreset } from "./robots-presets";
import { ROBOTS_PRESETS_TEXT } from "./robots-presets.content";

/**
 * The simulator's robots.txt block generator: a preset (radio group), the block for every AI
 * crawler the simulator knows in a read-only output with copy and download, and the reminder that
 * it joins the site's existing robots.txt. Loaded lazily below the simulator, so the page's own
 * script does not grow; the server renders it in full.
 */
export default function RobotsPresets() {
  const id = useId();
  const [preset, setPreset] = useState<RobotsPreset>(DEFAULT_ROBOTS_PRESET);
  const block = buildRobotsBlock(preset);
  const text = ROBOTS_PRESETS_TEXT;

  return (
    <section
      aria-labelledby={`${id}-baslik`}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="robots-presets"
    >
      <h2 id={`${id}-baslik`} className="text-xl font-bold tracking-tight text-slate-950">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      {/* Loaded lazily, so it hydrates after the rest of the tool: its own pre-hydration scope. */}
      <PrehydrationScope className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{text.presetLegend}</legend>
          {ROBOTS_PRESETS.map((value) => (
            <div key={value} className="flex gap-2.5">
              <input
                type="radio"
                id={`${id}-${value}`}
                name={`${id}-hazir-ayar`}
                value={value}
                checked={preset === value}
                onChange={(event) => isRobotsPreset(event.target.value) && setPreset(event.target.value)}
                aria-describedby={`${id}-${value}-ipucu`}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${id}-${value}`} className="text-sm font-medium text-slate-900">
                  {text.presets[value].label}
                </label>
                <p id={`${id}-${value}-ipucu`} className="text-sm text-slate-700">
                  {text.presets[value].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <OutputPanel
          id={`${id}-cikti`}
          label={text.outputLabel}
          value={block}
          rows={16}
          hint={text.mergeNote}
          actions={
            <OutputActions
              content={block}
              fileName={text.fileName}
              mimeType={MIME.text}
              copySuccess={text.copySuccess}
              downloadSuccess={text.downloadSuccess}
              emptyMessage={text.empty}
            />
          }
        />
      </PrehydrationScope>
    </section>
  );
}
