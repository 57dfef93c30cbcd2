/**
 * The parts every e-mail of the site shares, rendered to static HTML on the server
 * (mail-html.server.ts; docs/decisions/049-emails-rendered-by-react.md). Mail clients keep only
 * simple markup: tables, inline styles, no classes and no scripts. Every value is a React child or
 * attribute, so React escapes it; nothing here writes markup from a string.
 */
import type { CSSProperties, ReactNode } from "react";

export const MAIL_BODY_STYLE: CSSProperties = { fontFamily: "Arial,sans-serif", color: "#0f172a" };
export const MAIL_NOTE_STYLE: CSSProperties = { color: "#475569", fontSize: "12px" };
export const MAIL_SUBHEADING_STYLE: CSSProperties = { fontSize: "16px" };
const BUTTON_STYLE: CSSProperties = {
  display: "inline-block",
  background: "#1d4ed8",
  color: "#ffffff",
  padding: "10px 16px",
  borderRadius: "6px",
  textDecoration: "none",
};

/** One label/value line of a mail's table. */
export type MailRow = readonly [label: string, value: string];

export function MailDocument({ bodyStyle = MAIL_BODY_STYLE, children }: { bodyStyle?: CSSProperties; children: ReactNode }) {
  return (
    <html lang="tr">
      <body style={bodyStyle}>{children}</body>
    </html>
  );
}

/** Label/value rows as the lead e-mails' table. */
export function MailRowsTable({ rows }: { rows: readonly MailRow[] }) {
  return (
    <table cellPadding={6} style={{ borderCollapse: "collapse" }}>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <th align="left" style={{ background: "#f1f5f9" }}>
              {label}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link drawn as a button: the one action the e-mail asks for. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href} style={BUTTON_STYLE}>
        {children}
      </a>
    </p>
  );
}
