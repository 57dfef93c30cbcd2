import { Fragment } from "react";
import { DIGEST_TEXT } from "./digest.content";
import { MAIL_NOTE_STYLE, MailDocument } from "~/capabilities/mail/mail-layout";

/** One section of the digest: a heading and its label/count rows, counts already formatted. */
export interface DigestMailSection {
  heading: string;
  rows: readonly (readonly [label: string, count: string])[];
}

export interface DigestMailProps {
  range: string;
  totals: string;
  sections: readonly DigestMailSection[];
}

/** The HTML of the weekly leads digest the agency receives. */
export function DigestMail({ range, totals, sections }: DigestMailProps) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{DIGEST_TEXT.heading}</h1>
      <p>{range}</p>
      <p>{totals}</p>
      {sections.map(({ heading, rows }, index) => (
        <Fragment key={index}>
          <h2 style={{ fontSize: "15px", margin: "16px 0 4px" }}>{heading}</h2>
          {rows.length === 0 ? (
            <p>{DIGEST_TEXT.none}</p>
          ) : (
            <table style={{ borderCollapse: "collapse" }}>
              <tbody>
                {rows.map(([label, count], row) => (
                  <tr key={row}>
                    <td style={{ padding: "2px 12px 2px 0" }}>{label}</td>
                    <td style={{ textAlign: "right" }}>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Fragment>
      ))}
      <p style={MAIL_NOTE_STYLE}>{DIGEST_TEXT.footer}</p>
    </MailDocument>
  );
}
