import { describe, expect, it } from "vitest";
import { withDeferredSectionsScript } from "./deferred-sections-script";

const SOURCE = 'document.body.dataset.x="1"';

describe("withDeferredSectionsScript", () => {
  it("adds the script as the last element of a content page's body", () => {
    const html = '<html><body><main id="icerik" class="flex-1" data-content-page=""><h1>x</h1></main><script type="module">a()</script></body></html>';
    expect(withDeferredSectionsScript(html, SOURCE)).toBe(
      `<html><body><main id="icerik" class="flex-1" data-content-page=""><h1>x</h1></main><script type="module">a()</script><script type="module">${SOURCE}</script></body></html>`,
    );
  });

  it("adds it to a page React hydrates when a block there is drawn later", () => {
    const html = '<html><body><main id="icerik" class="flex-1"><section data-draw-later="">x</section></main></body></html>';
    expect(withDeferredSectionsScript(html, SOURCE)).toBe(
      `<html><body><main id="icerik" class="flex-1"><section data-draw-later="">x</section></main><script type="module">${SOURCE}</script></body></html>`,
    );
  });

  it("leaves a page with nothing drawn later unchanged, whatever its text says", () => {
    const html = '<html><body><main id="icerik" class="flex-1"><p>data-content-page="" data-draw-later</p></main></body></html>';
    expect(withDeferredSectionsScript(html, SOURCE)).toBe(html);
  });
});
