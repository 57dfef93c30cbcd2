import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { MESSAGE, noInlineCopy } from "./no-inline-copy.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: "latest", sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = { message: MESSAGE };

tester.run("no-inline-copy", noInlineCopy, {
  valid: [
    { code: `const a = <p className="mt-4 flex">{TEXT.title}</p>;` },
    { code: `const a = <p aria-label={TEXT.label}> · </p>;` },
    { code: `import { x } from "./çizim"; toast.error(MESSAGES.failed);` },
    { code: `const url = "https://wa.me/905000000000"; const id = "sira-bulucu";` },
  ],
  invalid: [
    { code: `const a = <p>Teklif Al</p>;`, errors: [error] },
    { code: `const a = <button aria-label="Menu">x</button>;`, errors: [error, error] },
    { code: `const a = <input placeholder="ornek.com" />;`, errors: [error] },
    { code: `toast.success("Kopyalandı!");`, errors: [error] },
    { code: "const wait = `${n} dakika sonra tekrar deneyin, ${m} saniye kaldı, lütfen`;", errors: [error] },
  ],
});
