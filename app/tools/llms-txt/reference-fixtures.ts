/**
 * What the reference parser returns for each input: `parse_llms_file` of the `llms_txt` Python
 * package (AnswerDotAI/llms-txt, llms_txt/core.py at commit 0536f0c; the same regular expressions as
 * llms_txt/miniparse.py), run under CPython 3.11. `null` means the Python function raised.
 * Section lists are [name, links] pairs in dict order; `desc` is null where Python gave None.
 */

export interface ReferenceFixture {
  input: string;
  expected: null | {
    title: string;
    summary: string | null;
    info: string;
    sections: [string, { title: string; url: string; desc: string | null }[]][];
  };
}

export const REFERENCE_FIXTURES: ReferenceFixture[] = [
  {
    input:
      "# FastHTML\n\n> FastHTML is a python library.\n\nImportant notes:\n\n- Not compatible with FastAPI\n\n## Docs\n\n- [Quick start](https://fastht.ml/docs/quick.md): A brief overview\n- [HTMX ref](https://htmx.org/ref.md)\n\n## Optional\n\n- [Starlette](https://starlette.io/full.md): A subset\n",
    expected: {
      title: "FastHTML",
      summary: "FastHTML is a python library.",
      info: "Important notes:\n\n- Not compatible with FastAPI",
      sections: [
        [
          "Docs",
          [
            { title: "Quick start", url: "https://fastht.ml/docs/quick.md", desc: "A brief overview" },
            { title: "HTMX ref", url: "https://htmx.org/ref.md", desc: null },
          ],
        ],
        ["Optional", [{ title: "Starlette", url: "https://starlette.io/full.md", desc: "A subset" }]],
      ],
    },
  },
  {
    input: "# T\n\n> S\n\n## D\n- [a](b)\n",
    expected: { title: "T", summary: null, info: "> S", sections: [["D", [{ title: "a", url: "b", desc: null }]]] },
  },
  { input: "# T\n\n## D\n- [a](b)\n", expected: null },
  { input: "# T\n", expected: null },
  { input: "# T\nInfo\n\nMore", expected: { title: "T\nInfo", summary: null, info: "More", sections: [] } },
  { input: "# T\n> S\nInfo", expected: { title: "T", summary: "S", info: "Info", sections: [] } },
  { input: "# T\n\n> S\n> S2\n\ninfo", expected: { title: "T", summary: "S", info: "> S2\n\ninfo", sections: [] } },
  { input: "#T\n\n>S\n\nI", expected: { title: "T", summary: "S", info: "I", sections: [] } },
  { input: "intro\n# T\n\nI", expected: { title: "T", summary: null, info: "I", sections: [] } },
  {
    input: "# T\n\nI\n\n### H3\n- [a](b)",
    expected: { title: "T", summary: null, info: "I", sections: [["# H3", [{ title: "a", url: "b", desc: null }]]] },
  },
  {
    input: "# T\n\nI\n\n##\n\nDocs\n- [a](b)",
    expected: { title: "T", summary: null, info: "I", sections: [["Docs", [{ title: "a", url: "b", desc: null }]]] },
  },
  {
    input: "# T\n\nI\n\n## A\n- [a](b)\n## A\n- [c](d): e",
    expected: { title: "T", summary: null, info: "I", sections: [["A", [{ title: "c", url: "d", desc: "e" }]]] },
  },
  { input: "# T\n\nI\n\n## A\nprose\n- [a](b)", expected: null },
  {
    input: "# T\n\nI\n\n## A\nsee - [a](b) here",
    expected: { title: "T", summary: null, info: "I", sections: [["A", [{ title: "a", url: "b", desc: null }]]] },
  },
  {
    input: "# T\n\nI\n\n## A\n- [a](b):",
    expected: { title: "T", summary: null, info: "I", sections: [["A", [{ title: "a", url: "b", desc: "" }]]] },
  },
  {
    input: "# T\n\nI\n\n## A\n-[a](b):d  ",
    expected: { title: "T", summary: null, info: "I", sections: [["A", [{ title: "a", url: "b", desc: "d" }]]] },
  },
  { input: "\ufeff# T\n\nI", expected: null },
  { input: "# T\r\n\r\nI\r\n", expected: null },
  {
    input:
      "# \u015e\u00a0\n\n>\u3000\u00d6zet\n\nBilgi\n\n## B\u00f6l\u00fcm\n- [Ba\u015fl\u0131k](https://\u00f6rnek.com/\u011f): a\u00e7\u0131klama",
    expected: {
      title: "\u015e\u00a0",
      summary: "\u00d6zet",
      info: "Bilgi",
      sections: [
        [
          "B\u00f6l\u00fcm",
          [{ title: "Ba\u015fl\u0131k", url: "https://\u00f6rnek.com/\u011f", desc: "a\u00e7\u0131klama" }],
        ],
      ],
    },
  },
  { input: "# T\n\n>\n\nI", expected: { title: "T", summary: "\n", info: "I", sections: [] } },
  // Seeded random inputs (whitespace variants, stray markers, malformed links), same capture.
  {
    input: " \n# N a m e\n \n>  \n\n\na\u2028b\n##A B \n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n",
    expected: {
      title: "N a m e\n ",
      summary: "\n",
      info: "a\u2028b",
      sections: [["A B ", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]]],
    },
  },
  {
    input: "#\u00a0\u0130sim \u011f\n\n> > x\n\n## Ex\n## Docs\n- [a](b)\n-\t[t](u):\u0085d\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "> > x",
      sections: [
        ["Ex", []],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      "#\u3000Name  \n \n>\u0085s u m\na\u2028b\n\n##  \u03a9\n\n- [a [x]](b)\n \n- [t](u):   spaced  \n \n##\tOptional\n\n-[a](b):d\n- [a](b): d\n- [a [x]](b)\n\n##\u3000A B \n- [a [x]](b)\n\n  - [t](u)  \n",
    expected: null,
  },
  {
    input:
      " \n#\u3000Name\n \na\u2028b\n## \u03a9\n\n- [a [x]](b)\n\n- [a [x]](b)\n- [t](u):   spaced  \n## Docs\n\n  - [t](u)  \n \n- [t](u(v)\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n- [a](b)\n \n##Docs\n\n",
    expected: null,
  },
  { input: " \n# Name  \n", expected: null },
  {
    input: "\n#\u0085# deep\n \n> sum\na\u2028b\n\n## Docs\n\n-[a](b):d\n\n- [t](u):   spaced  \n \n- [a](b)\n",
    expected: {
      title: "# deep\n ",
      summary: "sum",
      info: "a\u2028b",
      sections: [
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      "\n#\u0085# deep\n>\u0085sum\n\n\nx\ry\n\n##\u0085Docs\n\n- [a](b): d\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n- [t](u)x\n \n- [a](b)\n## Docs\n  - [t](u)  \n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n- [t](u):   spaced  \n- [t](u):   spaced  \n \n",
    expected: {
      title: "# deep",
      summary: "sum",
      info: "x\ry",
      sections: [
        [
          "Docs",
          [
            { title: "t", url: "u", desc: null },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  { input: " \n#\u0085\u0130sim \u011f\n \n>\u3000sum\n", expected: null },
  {
    input: " \n# Name  \n>\u0085a\n> b\n##\tOptional\n- [a](b)\n\n- [a](b): d\n\n##Docs\n- [a](b): d\n",
    expected: {
      title: "Name  ",
      summary: "a",
      info: "> b",
      sections: [
        [
          "Optional",
          [
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
        ["Docs", [{ title: "a", url: "b", desc: "d" }]],
      ],
    },
  },
  {
    input:
      "#\u0130sim \u011f\n\n> s u m\n\na\u2028b\n##\u00a0A B \n- [a](b)\n \n- [t](u):   spaced  \n\n- [t](u):   spaced  \n-[a](b):d\n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: "s u m",
      info: "a\u2028b",
      sections: [
        [
          "A B ",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      "#\u3000Name\n> a\n> b\n> q\n##\u00a0\u03a9\n\n- [a](b)\n\n##\u0085\u03a9\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n## Docs\n\n- [a](b): d\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n",
    expected: {
      title: "Name",
      summary: "a",
      info: "> b\n> q",
      sections: [
        ["\u03a9", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
      ],
    },
  },
  { input: " \n# \u0130sim \u011f\n>\u00a0s u m\n\n", expected: null },
  {
    input:
      " \n#\u00a0# deep\n\n\n## \u03a9\n-\t[t](u):\u0085d\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n-\t[t](u):\u0085d\n-\t[t](u):\u0085d\n",
    expected: null,
  },
  {
    input:
      "\n#\u00a0N a m e\n\n\ninfo\n\n## \u03a9\n\n##\u3000Optional\n\n-[a](b):d\n \n- [a](b)\n-[a](b):d\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n## A B \n- [a](b): d\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: "info",
      sections: [
        ["\u03a9", []],
        [
          "Optional",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
        ["A B ", [{ title: "a", url: "b", desc: "d" }]],
      ],
    },
  },
  {
    input:
      "# N a m e\n\n\n> sum\n##\u3000\u03a9\n\n- [a](b)\n\n- [a [x]](b)\n \n- [t](u)x\n\n- [t](u(v)\n \n##\u03a9\n- [a](b): d\n\n- [t](u(v)\n- [a [x]](b)\n\n##\tA B \n- [a](b): d\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n- [t](u(v)\n\n",
    expected: null,
  },
  {
    input:
      " \n# Name  \n \n> \na\u2028b\n\n##  \u03a9\n  - [t](u)  \n## Optional\n-\t[t](u):\u0085d\n \n- [t](u(v)\n \n- [a](b): d\n-[a](b):d\n",
    expected: {
      title: "Name  \n ",
      summary: " ",
      info: "a\u2028b",
      sections: [
        ["\u03a9", [{ title: "t", url: "u", desc: null }]],
        [
          "Optional",
          [
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input: " \n#\u00a0Name  \n\n\n> sum\n- x\n\n## \u03a9\n\n- [a](b): d\n\n-\t[t](u):\u0085d\n\n- [t](u(v)\n\n",
    expected: {
      title: "Name  ",
      summary: "sum",
      info: "- x",
      sections: [
        [
          "\u03a9",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u(v", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n# \u0130sim \u011f\n \n>\u0085a\n> b\n> q\n\n## Optional\n\n- [t](u)x\n\n- [t](u):   spaced  \n- [t](u(v)\n- [t](u):   spaced  \n## A B \n\n",
    expected: {
      title: "\u0130sim \u011f\n ",
      summary: "a",
      info: "> b\n> q",
      sections: [
        [
          "Optional",
          [
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
        ["A B ", []],
      ],
    },
  },
  {
    input: "\n#\u0085Name\n\n\n> > x\n\n\n> q\n\n## Optional\n\n- [t](u)x\n\n##Ex\n\n",
    expected: {
      title: "Name",
      summary: "> x",
      info: "> q",
      sections: [
        ["Optional", [{ title: "t", url: "u", desc: null }]],
        ["Ex", []],
      ],
    },
  },
  {
    input:
      " \n# N a m e\n> \n\ninfo\n\n##\u3000Optional\n\n- [t](u(v)\n\n-[a](b):d\n\n- [a](b)\n \n- [a [x]](b)\n## A B \n\n",
    expected: null,
  },
  {
    input:
      "\n#\u3000Name\n\n\n>\u3000sum\n\n\ninfo\n## Optional\n- [a](b): d\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n- [t](u)x\n \n##\u00a0\u03a9\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n- [a [x]](b)\n \n-[a](b):d\n\n##\u3000Optional\n",
    expected: null,
  },
  {
    input: " \n# # deep\n\n\n#not\n## Ex\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n",
    expected: {
      title: "# deep",
      summary: null,
      info: "#not",
      sections: [["Ex", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]]],
    },
  },
  {
    input:
      "#\tN a m e\n\n> > x\n\n\n## \u03a9\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n- [t](u)x\n \n## Optional\n\n- [a](b): d\n \n##Optional\n- [t](u(v)\n \n  - [t](u)  \n \n- [a [x]](b)\n",
    expected: null,
  },
  {
    input:
      "#\u00a0# deep\n \n>\t\n\n\ninfo\n##\u00a0Docs\n\n-[a](b):d\n\n##  \u03a9\n  - [t](u)  \n\n- [t](u):   spaced  \n",
    expected: {
      title: "# deep\n ",
      summary: "\n",
      info: "info",
      sections: [
        ["Docs", [{ title: "a", url: "b", desc: "d" }]],
        [
          "\u03a9",
          [
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  {
    input:
      "\n#\t# deep\n> a\n> b\n\n> q\n##\u0085Docs\n- [t](u(v)\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n## Ex\n\n- [a](b): d\n- [a](b)\n\n  - [t](u)  \n \n## Ex\n\n",
    expected: {
      title: "# deep",
      summary: "a",
      info: "> b\n\n> q",
      sections: [
        [
          "Docs",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
        ["Ex", []],
      ],
    },
  },
  { input: "\n#  # deep\n## A B \n\n- [t](u)x\n \n## \u03a9\n\n-[a](b):d\n- [a [x]](b)\n \n", expected: null },
  {
    input:
      "# # deep\n\n> s u m\n##\u3000Ex\n\n##\u00a0\u03a9\n- [a](b)\n\n- [t](u):   spaced  \n \n  - [t](u)  \n \n## A B \n\n- [t](u):   spaced  \n\n",
    expected: {
      title: "# deep",
      summary: null,
      info: "> s u m",
      sections: [
        ["Ex", []],
        [
          "\u03a9",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: null },
          ],
        ],
        ["A B ", [{ title: "t", url: "u", desc: "spaced" }]],
      ],
    },
  },
  {
    input:
      "# Name\n \n>\n\ninfo\n\nmore\n\n## \u03a9\n\n- [a](b)\n\n- [a](b)\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n",
    expected: {
      title: "Name\n ",
      summary: "info",
      info: "more",
      sections: [
        [
          "\u03a9",
          [
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: null },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
      ],
    },
  },
  {
    input: " \n#\u00a0\u0130sim \u011f\n\n>\u00a0\ninfo\n\nmore\n## Ex\n\n- [a](b): d\n  - [t](u)  \n",
    expected: {
      title: "\u0130sim \u011f",
      summary: "info",
      info: "more",
      sections: [
        [
          "Ex",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n#\u0085\u0130sim \u011f\n> \n\n#not\n\n##  Docs\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n-[a](b):d\n## Ex\n\n- [a](b)\n\n-\t[t](u):\u0085d\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n  - [t](u)  \n \n## Ex\n-\t[t](u):\u0085d\n \n-[a](b):d\n- [a](b): d\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: "\n",
      info: "#not",
      sections: [
        [
          "Docs",
          [
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
        [
          "Ex",
          [
            { title: "t", url: "u", desc: "d" },
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  { input: "# Name\n \n>\t> x\n\n", expected: null },
  {
    input:
      " \n#\u00a0N a m e\n \n>\u3000\n\n#not\n\n##\u00a0A B \n-\t[t](u):\u0085d\n \n- [a](b): d\n\n## \u03a9\n\n-\t[t](u):\u0085d\n- [a [x]](b)\n \n  - [t](u)  \n \n- [a](b): d\n",
    expected: null,
  },
  {
    input:
      "# Name\n\n> sum\n\n\ninfo\n\nmore\n## Optional\n-\t[t](u):\u0085d\n \n-\t[t](u):\u0085d\n\n- [t](u)x\n##A B \n- [a](b)\n- [t](u):   spaced  \n## Docs\n- [a](b): d\n \n",
    expected: {
      title: "Name",
      summary: "sum",
      info: "info\n\nmore",
      sections: [
        [
          "Optional",
          [
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u", desc: null },
          ],
        ],
        [
          "A B ",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
        ["Docs", [{ title: "a", url: "b", desc: "d" }]],
      ],
    },
  },
  { input: "# Name\n\n##\u00a0Docs\n- [a](b)\n- [a](b)\n\n", expected: null },
  {
    input: " \n#\u00a0\u0130sim \u011f\n \n> a\n> b\n\n## \u03a9\n\n## A B \n- [t](u(v)\n- [a](b): d\n \n",
    expected: {
      title: "\u0130sim \u011f\n ",
      summary: "a",
      info: "> b",
      sections: [
        ["\u03a9", []],
        [
          "A B ",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      "#Name  \n\n\n>> x\n\n> q\n##\u00a0Docs\n- [t](u(v)\n\n- [t](u):   spaced  \n- [t](u(v)\n## Optional\n\n##\u3000Optional\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n",
    expected: {
      title: "Name  ",
      summary: "> x",
      info: "> q",
      sections: [
        [
          "Docs",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u(v", desc: null },
          ],
        ],
        ["Optional", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]],
      ],
    },
  },
  {
    input:
      "\n#\u0085N a m e\n \n> sum\n\n\n- x\n## Optional\n- [a](b): d\n \n- [t](u)x\n\n  - [t](u)  \n \n##Ex\n- [a [x]](b)\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n##\u0085Ex\n- [t](u)x\n\n- [a](b): d\n \n- [a](b): d\n \n",
    expected: {
      title: "N a m e\n ",
      summary: "sum",
      info: "- x",
      sections: [
        [
          "Optional",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: null },
          ],
        ],
        [
          "Ex",
          [
            { title: "t", url: "u", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      "\n#\u00a0Name\n\n\n> s u m\ninfo\n##\u0085A B \n\n- [a](b)\n- [a](b)\n \n- [t](u)x\n\n##\tEx\n\n- [t](u(v)\n\n- [a](b): d\n- [t](u)x\n##  A B \n- [a](b): d\n\n",
    expected: {
      title: "Name",
      summary: "s u m",
      info: "info",
      sections: [
        ["A B ", [{ title: "a", url: "b", desc: "d" }]],
        [
          "Ex",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: null },
          ],
        ],
      ],
    },
  },
  { input: " \n#\u3000Name\n\n\n", expected: null },
  {
    input:
      "\n#  \u0130sim \u011f\n\n>\u00a0> x\n\n\nx\ry\n##A B \n## Optional\n\n- [t](u(v)\n\n  - [t](u)  \n\n- [t](u):   spaced  \n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n",
    expected: {
      title: "\u0130sim \u011f",
      summary: "> x",
      info: "x\ry",
      sections: [
        ["A B ", []],
        [
          "Optional",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n#\u0085N a m e\n\n>\t\n\na\u2028b\n## Docs\n\n- [a](b): d\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n- [t](u):   spaced  \n",
    expected: {
      title: "N a m e",
      summary: "\n",
      info: "a\u2028b",
      sections: [
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  { input: " \n# N a m e\n \n##  A B \n\n", expected: null },
  {
    input: "#  # deep\n \ninfo\n\nmore\n\n## \u03a9\n\n- [a](b): d\n",
    expected: {
      title: "# deep\n \ninfo",
      summary: null,
      info: "more",
      sections: [["\u03a9", [{ title: "a", url: "b", desc: "d" }]]],
    },
  },
  {
    input:
      "#\tN a m e\n\n\n>\u0085\n\n\n##\u3000Ex\n\n-\t[t](u):\u0085d\n \n- [t](u)x\n\n- [t](u):   spaced  \n\n## Docs\n\n- [a](b): d\n\n- [a](b): d\n-\t[t](u):\u0085d\n \n- [t](u(v)\n## \u03a9\n\n- [a](b): d\n \n",
    expected: {
      title: "N a m e",
      summary: null,
      info: ">",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u(v", desc: null },
          ],
        ],
        ["\u03a9", [{ title: "a", url: "b", desc: "d" }]],
      ],
    },
  },
  {
    input: " \n# Name  \n\n\ninfo\n\nmore\n\n##  Optional\n- [a](b)\n \n- [t](u):   spaced  \n",
    expected: {
      title: "Name  ",
      summary: null,
      info: "info\n\nmore",
      sections: [
        [
          "Optional",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  { input: "\n#\u3000\u0130sim \u011f\n> s u m\n\n## Docs\n  - [t](u)  \n \n", expected: null },
  {
    input:
      "\n#  \u0130sim \u011f\n> s u m\n- x\n##\tA B \n\n  - [t](u)  \n\n- [t](u)x\n-[a](b):d\n\n- [t](u)x\n\n##\u00a0Docs\n\n- [a](b)\n \n-[a](b):d\n\n- [a](b)\n \n-[a](b):d\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: "s u m",
      info: "- x",
      sections: [
        [
          "A B ",
          [
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: null },
          ],
        ],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input: "#\t\u0130sim \u011f\n \n>  a\n> b\n- x\n##\u3000A B \n  - [t](u)  \n##\u0085\u03a9\n\n-\t[t](u):\u0085d\n",
    expected: {
      title: "\u0130sim \u011f\n ",
      summary: "a",
      info: "> b\n- x",
      sections: [
        ["A B ", [{ title: "t", url: "u", desc: null }]],
        ["\u03a9", [{ title: "t", url: "u", desc: "d" }]],
      ],
    },
  },
  {
    input: "\n# # deep\n\n\n> sum\n\ninfo\n\nmore\n\n## Ex\n- [t](u):   spaced  \n- [t](u)x\n \n-[a](b):d\n\n",
    expected: {
      title: "# deep",
      summary: "sum",
      info: "info\n\nmore",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input: "#\u00a0N a m e\n\n\n> > x\n\n#not\n\n## \u03a9\n- [t](u):   spaced  \n",
    expected: {
      title: "N a m e",
      summary: "> x",
      info: "#not",
      sections: [["\u03a9", [{ title: "t", url: "u", desc: "spaced" }]]],
    },
  },
  {
    input:
      "# Name\n\n##Docs\n\n-\t[t](u):\u0085d\n \n  - [t](u)  \n-\t[t](u):\u0085d\n \n- [t](u):   spaced  \n## A B \n\n-\t[t](u):\u0085d\n\n",
    expected: null,
  },
  {
    input: "\n#  Name\n \n> a\n> b\n\n\n##\u0085A B \n- [t](u(v)\n\n##\t\u03a9\n\n",
    expected: {
      title: "Name\n ",
      summary: "a",
      info: "> b",
      sections: [
        ["A B ", [{ title: "t", url: "u(v", desc: null }]],
        ["\u03a9", []],
      ],
    },
  },
  {
    input: " \n# Name\n \n> > x\n\n\n## Ex\n\n## A B \n-[a](b):d\n-\t[t](u):\u0085d\n\n-[a](b):d\n- [a](b)\n \n## Ex\n",
    expected: null,
  },
  {
    input:
      " \n# Name\n \n> \n## Ex\n\n- [a](b): d\n  - [t](u)  \n\n- [t](u):   spaced  \n \n- [t](u)x\n##\t\u03a9\n- [a [x]](b)\n-\t[t](u):\u0085d\n\n- [t](u(v)\n \n## \u03a9\n\n- [a](b): d\n-\t[t](u):\u0085d\n \n- [a [x]](b)\n \n",
    expected: null,
  },
  {
    input: "# Name\n\n> s u m\n\ninfo\n## Docs\n- [t](u):   spaced  \n \n## Optional\n",
    expected: {
      title: "Name",
      summary: "s u m",
      info: "info",
      sections: [
        ["Docs", [{ title: "t", url: "u", desc: "spaced" }]],
        ["Optional", []],
      ],
    },
  },
  {
    input: "\n#  N a m e\n\n\n>\u0085\n##\u3000A B \n- [a](b)\n\n- [t](u)x\n \n- [t](u)x\n \n- [a](b): d\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: ">",
      sections: [
        [
          "A B ",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: null },
            { title: "t", url: "u", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n# Name\n\n> \n\na\u2028b\n##\u03a9\n- [t](u):   spaced  \n##\tDocs\n- [a](b): d\n \n- [t](u(v)\n- [t](u)x\n \n",
    expected: {
      title: "Name",
      summary: "\n",
      info: "a\u2028b",
      sections: [
        ["\u03a9", [{ title: "t", url: "u", desc: "spaced" }]],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input: " \n# \u0130sim \u011f\n\ninfo\n\nmore\n\n##\u3000Docs\n##\tOptional\n-[a](b):d\n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "info\n\nmore",
      sections: [
        ["Docs", []],
        ["Optional", [{ title: "a", url: "b", desc: "d" }]],
      ],
    },
  },
  {
    input: "#Name  \ninfo\n\nmore\n## \u03a9\n##\t\u03a9\n- [a](b): d\n\n  - [t](u)  \n \n",
    expected: {
      title: "Name  \ninfo",
      summary: null,
      info: "more",
      sections: [
        [
          "\u03a9",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n#\tName\n\n> a\n> b\n\n\n## Optional\n\n  - [t](u)  \n\n## Ex\n\n- [a](b): d\n- [t](u(v)\n\n##\u00a0Docs\n\n",
    expected: {
      title: "Name",
      summary: "a",
      info: "> b",
      sections: [
        ["Optional", [{ title: "t", url: "u", desc: null }]],
        [
          "Ex",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u(v", desc: null },
          ],
        ],
        ["Docs", []],
      ],
    },
  },
  // Seeded random inputs that the strict parser accepts, same capture.
  {
    input: " \n# \u0130sim \u011f\n\n- x\n\n##  A B \n- [a](b): d\n \n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "- x",
      sections: [["A B ", [{ title: "a", url: "b", desc: "d" }]]],
    },
  },
  { input: "# Name  \n\n\n", expected: null },
  {
    input: " \n# N a m e\n\n\n>\u00a0> x\n##\tDocs\n##\tA B \n-\t[t](u):\u0085d\n## Ex\n- [t](u(v)\n\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: ">\u00a0> x",
      sections: [
        ["Docs", []],
        ["A B ", [{ title: "t", url: "u", desc: "d" }]],
        ["Ex", [{ title: "t", url: "u(v", desc: null }]],
      ],
    },
  },
  {
    input: " \n#\tName\n\n\n>\t> x\n## \u03a9\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n",
    expected: {
      title: "Name",
      summary: null,
      info: ">\t> x",
      sections: [["\u03a9", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]]],
    },
  },
  {
    input:
      "# \u0130sim \u011f\n\n- x\n## Optional\n- [t](u(v)\n- [a](b): d\n\n## Docs\n\n- [a](b)\n-\t[t](u):\u0085d\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "- x",
      sections: [
        [
          "Optional",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
        [
          "Docs",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
      ],
    },
  },
  { input: "\n#  N a m e\n##\t\u03a9\n- [t](u(v)\n", expected: null },
  {
    input:
      "\n#\tN a m e\n\n> sum\n\n## Ex\n\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n- [t](u(v)\n \n-\t[t](u):\u0085d\n \n##  Docs\n\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: "> sum",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "d" },
          ],
        ],
        ["Docs", []],
      ],
    },
  },
  {
    input: "\n#\tName\n\n\n> q\n\n## Ex\n\n- [t](u):   spaced  \n- [t](u):   spaced  \n \n",
    expected: {
      title: "Name",
      summary: null,
      info: "> q",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  { input: "\n# \u0130sim \u011f\n", expected: null },
  {
    input: "\n# Name\n\n- x\n## Ex\n-\t[t](u):\u0085d\n\n- [t](u(v)\n \n- [t](u):   spaced  \n\n- [a](b)\n \n",
    expected: {
      title: "Name",
      summary: null,
      info: "- x",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input: "#  # deep\n\n\ninfo\n## A B \n\n- [a](b)\n- [a](b)\n\n",
    expected: {
      title: "# deep",
      summary: null,
      info: "info",
      sections: [
        [
          "A B ",
          [
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n# # deep\n\n> q\n\n##\tOptional\n\n- [t](u):   spaced  \n\n- [a](b): d\n\n- [t](u(v)\n\n-\t[t](u):\u0085d\n",
    expected: {
      title: "# deep",
      summary: null,
      info: "> q",
      sections: [
        [
          "Optional",
          [
            { title: "t", url: "u", desc: "spaced  " },
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n# Name  \n\n\ninfo\n\nmore\n## A B \n- [t](u):   spaced  \n\n- [t](u):   spaced  \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n- [a](b): d\n \n## Optional\n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n \n## Docs\n-\t[t](u):\u0085d\n",
    expected: {
      title: "Name  ",
      summary: null,
      info: "info\n\nmore",
      sections: [
        [
          "A B ",
          [
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
        ["Optional", [{ title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" }]],
        ["Docs", [{ title: "t", url: "u", desc: "d" }]],
      ],
    },
  },
  { input: " \n# \u0130sim \u011f\n \n", expected: null },
  {
    input: "\n#\t# deep\n>\u3000s u m\n\ninfo\n## \u03a9\n- [a](b)\n- [a](b)\n\n",
    expected: {
      title: "# deep",
      summary: "s u m",
      info: "info",
      sections: [
        [
          "\u03a9",
          [
            { title: "a", url: "b", desc: null },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input: "# Name\n\n\n>\tsum\n\n#not\n\n## Ex\n- [a](b): d\n \n- [a](b)\n",
    expected: {
      title: "Name",
      summary: "sum",
      info: "#not",
      sections: [
        [
          "Ex",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input: "# \u0130sim \u011f\n\n> > x\n\n##  Optional\n- [t](u):   spaced  \n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "> > x",
      sections: [["Optional", [{ title: "t", url: "u", desc: "spaced" }]]],
    },
  },
  {
    input: " \n# Name  \n\n\ninfo\n\nmore\n\n##  Optional\n- [a](b)\n \n- [t](u):   spaced  \n",
    expected: {
      title: "Name  ",
      summary: null,
      info: "info\n\nmore",
      sections: [
        [
          "Optional",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  {
    input:
      " \n#\t\u0130sim \u011f\n\n\n>\t> x\n##\tDocs\n\n- [t](u):   spaced  \n \n- [a](b)\n \n- [t](http://x.y/a?b=c): \u011f\u00fc\u015f\n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: ">\t> x",
      sections: [
        [
          "Docs",
          [
            { title: "t", url: "u", desc: "spaced  " },
            { title: "a", url: "b", desc: null },
            { title: "t", url: "http://x.y/a?b=c", desc: "\u011f\u00fc\u015f" },
          ],
        ],
      ],
    },
  },
  {
    input: "# N a m e\n\n>\tsum\n\n\n## Optional\n- [a](b): d\n- [a](b)\n- [t](u(v)\n \n-\t[t](u):\u0085d\n\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: ">\tsum",
      sections: [
        [
          "Optional",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u", desc: "d" },
          ],
        ],
      ],
    },
  },
  {
    input: "#\t\u0130sim \u011f\n\ninfo\n\n## Optional\n\n- [t](u(v)\n- [a](b)\n\n",
    expected: {
      title: "\u0130sim \u011f",
      summary: null,
      info: "info",
      sections: [
        [
          "Optional",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: null },
          ],
        ],
      ],
    },
  },
  {
    input:
      "# N a m e\n\n\na\u2028b\n\n## Docs\n- [a](b): d\n-\t[t](u):\u0085d\n\n- [a](b): d\n\n- [a](b): d\n\n## A B \n\n- [a](b)\n\n- [t](u):   spaced  \n \n-\t[t](u):\u0085d\n- [t](u):   spaced  \n\n",
    expected: {
      title: "N a m e",
      summary: null,
      info: "a\u2028b",
      sections: [
        [
          "Docs",
          [
            { title: "a", url: "b", desc: "d" },
            { title: "t", url: "u", desc: "d" },
            { title: "a", url: "b", desc: "d" },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
        [
          "A B ",
          [
            { title: "a", url: "b", desc: null },
            { title: "t", url: "u", desc: "spaced  " },
            { title: "t", url: "u", desc: "d" },
            { title: "t", url: "u", desc: "spaced" },
          ],
        ],
      ],
    },
  },
  {
    input: "# Name\n\n> q\n## \u03a9\n- [t](u):   spaced  \n",
    expected: {
      title: "Name",
      summary: null,
      info: "> q",
      sections: [["\u03a9", [{ title: "t", url: "u", desc: "spaced" }]]],
    },
  },
  {
    input: "# Name  \n\n\na\u2028b\n## Ex\n\n- [t](u(v)\n\n- [t](u(v)\n- [a](b): d\n\n",
    expected: {
      title: "Name  ",
      summary: null,
      info: "a\u2028b",
      sections: [
        [
          "Ex",
          [
            { title: "t", url: "u(v", desc: null },
            { title: "t", url: "u(v", desc: null },
            { title: "a", url: "b", desc: "d" },
          ],
        ],
      ],
    },
  },
  { input: "\n# N a m e\n\n\n", expected: null },
];
