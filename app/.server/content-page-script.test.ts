import { describe, expect, it } from "vitest";
import { withContentPageScript } from "./content-page-script";

const SOURCE = 'document.body.dataset.x="1"';

describe("withContentPageScript", () => {
  it("adds the script as the last element of a content page's body", () => {
    const html = '<html><body><main id="icerik" class="flex-1" data-content-page=""><h1>x</h1></main><script type="module">a()</script></body></html>';
    expect(withContentPageScript(html, SOURCE)).toBe(
      `<html><body><main id="icerik" class="flex-1" data-content-page=""><h1>x</h1></main><script type="module">a()</script><script type="module">${SOURCE}</script></body></html>`,
    );
  });

  it("leaves a page React hydrates (no marker on main) unchanged", () => {
    const html = '<html><body><main id="icerik" class="flex-1"><p>data-content-page=""</p></main></body></html>';
    expect(withContentPageScript(html, SOURCE)).toBe(html);
  });
});
