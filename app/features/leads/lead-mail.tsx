import { LEAD_MAIL_TEXT } from "./lead-mail.content";
import { MAIL_NOTE_STYLE, MAIL_SUBHEADING_STYLE, MailDocument, MailRowsTable, type MailRow } from "~/capabilities/mail/mail-layout";

export interface LeadMailProps {
  rows: readonly MailRow[];
  message: string;
  /** Attribution rows; the section is left out when empty. */
  sourceRows: readonly MailRow[];
}

/** The HTML of the e-mail the agency receives for one contact message. */
export function LeadMail({ rows, message, sourceRows }: LeadMailProps) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{LEAD_MAIL_TEXT.heading}</h1>
      <MailRowsTable rows={rows} />
      <h2 style={MAIL_SUBHEADING_STYLE}>{LEAD_MAIL_TEXT.messageHeading}</h2>
      <p style={{ whiteSpace: "pre-wrap" }}>{message}</p>
      {sourceRows.length > 0 && (
        <>
          <h2 style={MAIL_SUBHEADING_STYLE}>{LEAD_MAIL_TEXT.attribution.heading}</h2>
          <MailRowsTable rows={sourceRows} />
        </>
      )}
      <p style={MAIL_NOTE_STYLE}>{LEAD_MAIL_TEXT.replyHint}</p>
    </MailDocument>
  );
}
