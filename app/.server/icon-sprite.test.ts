import { describe, expect, it } from "vitest";
import { spriteRepeatedIcons } from "./icon-sprite";

// As lucide-react renders its icons.
const CHECK = (classes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check ${classes}" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`;
const ARROW = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-right size-4" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>`;

function page(body: string): string {
  return `<!DOCTYPE html><html lang="tr"><head><title>x</title></head><body class="flex"><main>${body}</main></body></html>`;
}

describe("spriteRepeatedIcons", () => {
  it("defines an icon drawn twice once and uses it from each place, keeping each place's class and aria-hidden", () => {
    const html = spriteRepeatedIcons(page(`<ul><li>${CHECK("size-4")}A</li><li>${CHECK("size-5 text-brand-700")}B</li></ul>`));
    expect(html).toContain(
      '<body class="flex"><svg hidden=""><symbol id="ikon-check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></symbol></svg><main>',
    );
    expect(html).toContain('<li><svg width="24" height="24" class="lucide lucide-check size-4" aria-hidden="true"><use href="#ikon-check"></use></svg>A</li>');
    expect(html).toContain('<li><svg width="24" height="24" class="lucide lucide-check size-5 text-brand-700" aria-hidden="true"><use href="#ikon-check"></use></svg>B</li>');
    expect(html.match(/M20 6 9 17l-5-5/g)).toHaveLength(1);
  });

  it("leaves an icon drawn only once inline, and a page without repeated icons unchanged", () => {
    const once = page(`${CHECK("size-4")}${ARROW}`);
    expect(spriteRepeatedIcons(once)).toBe(once);
    const mixed = spriteRepeatedIcons(page(`${ARROW}${CHECK("a")}${CHECK("b")}`));
    expect(mixed).toContain(`<main>${ARROW}<svg`);
    expect(mixed.match(/<symbol /g)).toHaveLength(1);
  });

  it("never rewrites a page React hydrates: its markup must stay what React rendered", () => {
    const html = page(`${CHECK("a")}${CHECK("b")}<script type="module" async="">window.__reactRouterRouteModules = {};</script>`);
    expect(spriteRepeatedIcons(html)).toBe(html);
  });

  it("keeps icons painted by a class, drawings with a title or ids, and markup inside scripts as they are", () => {
    const painted = CHECK("fill-amber-400");
    const titled = `<svg viewBox="0 0 24 24" aria-label="x"><title>Başlık</title><path d="M1 1h2"></path></svg>`;
    const named = `<svg viewBox="0 0 24 24"><linearGradient id="g"></linearGradient><path d="M1 1h2"></path></svg>`;
    const script = `<script type="module">const icon = '${CHECK("a")}';</script>`;
    const html = page(`${painted}${painted}${titled}${titled}${named}${named}${script}${script}`);
    expect(spriteRepeatedIcons(html)).toBe(html);
  });

  it("keeps an svg with an attribute it does not know inline", () => {
    const odd = `<svg viewBox="0 0 24 24" transform="rotate(90)"><path d="M1 1h2"></path></svg>`;
    const html = page(`${odd}${odd}`);
    expect(spriteRepeatedIcons(html)).toBe(html);
  });

  it("gives distinct drawings with the same name distinct ids that no element of the page already has", () => {
    const other = ARROW.replace("M5 12h14", "M4 12h16");
    const html = spriteRepeatedIcons(page(`<p id="ikon-arrow-right">x</p>${ARROW}${ARROW}${other}${other}`));
    expect(html).toContain('<symbol id="ikon-arrow-right-2"');
    expect(html).toContain('<symbol id="ikon-arrow-right-3"');
    expect(html.match(/href="#ikon-arrow-right-2"/g)).toHaveLength(2);
    expect(html.match(/href="#ikon-arrow-right-3"/g)).toHaveLength(2);
  });

  it("shares our own icons too (no lucide class): the symbol carries their viewBox and stroke", () => {
    const social = `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="3" y="3" width="18" height="18" rx="5"></rect></svg>`;
    const html = spriteRepeatedIcons(page(`${social}${social}`));
    expect(html).toContain('<symbol id="ikon-cizim" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    expect(html).toContain('<svg width="20" height="20" aria-hidden="true"><use href="#ikon-cizim"></use></svg>');
  });
});
