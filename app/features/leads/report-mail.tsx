import { MAIL_BODY_STYLE, MAIL_NOTE_STYLE, MAIL_SUBHEADING_STYLE, MailButton, MailDocument, MailRowsTable, type MailRow } from "~/capabilities/mail/mail-layout";
import { REPORT_MAIL_TEXT } from "./report-mail.content";

const REPORT_BODY_STYLE = { ...MAIL_BODY_STYLE, maxWidth: "640px" };

function Findings({ heading, findings }: { heading: string; findings: readonly string[] }) {
  if (findings.length === 0) return null;
  return (
    <>
      <h2 style={MAIL_SUBHEADING_STYLE}>{heading}</h2>
      <ul>
        {findings.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

export interface VisitorReportMailProps {
  toolTitle: string;
  name: string;
  site: string | null;
  score: number | null;
  findings: readonly string[];
  /** The site audit's report page; null for the other tools. */
  reportUrl: string | null;
  /** "Sitemi takip et" on the report page; null when not offered. */
  watchUrl: string | null;
  attachmentLine: string | null;
  contactLine: string;
  contactUrl: string;
  siteName: string;
}

/** The HTML of the e-mail a visitor receives with the report they asked for. */
export function VisitorReportMail(props: VisitorReportMailProps) {
  const text = REPORT_MAIL_TEXT.visitor;
  return (
    <MailDocument bodyStyle={REPORT_BODY_STYLE}>
      <h1 style={{ fontSize: "20px" }}>{text.heading(props.toolTitle)}</h1>
      <p>{text.greeting(props.name)}</p>
      <p>{text.intro(props.site)}</p>
      {props.score !== null && <p style={{ fontSize: "18px", fontWeight: "bold" }}>{text.score(props.score)}</p>}
      <Findings heading={text.findingsHeading} findings={props.findings} />
      {props.reportUrl && <MailButton href={props.reportUrl}>{text.reportLink}</MailButton>}
      {props.attachmentLine && <p>{props.attachmentLine}</p>}
      {props.watchUrl && (
        <>
          <h2 style={MAIL_SUBHEADING_STYLE}>{text.watchHeading}</h2>
          <p>
            {text.watchIntro} <a href={props.watchUrl}>{text.watchLink}</a>
          </p>
        </>
      )}
      <h2 style={MAIL_SUBHEADING_STYLE}>{text.ctaHeading}</h2>
      <p>
        {text.cta}
        <br />
        {props.contactLine}
        <br />
        <a href={props.contactUrl}>{text.contactPage}</a>
      </p>
      <p style={MAIL_NOTE_STYLE}>{text.footer(props.siteName)}</p>
    </MailDocument>
  );
}

/** The HTML of the e-mail the agency receives for one report request. */
export function AgencyReportMail({ rows, findings }: { rows: readonly MailRow[]; findings: readonly string[] }) {
  const text = REPORT_MAIL_TEXT.agency;
  return (
    <MailDocument bodyStyle={REPORT_BODY_STYLE}>
      <h1 style={{ fontSize: "18px" }}>{text.heading}</h1>
      <MailRowsTable rows={rows} />
      <Findings heading={text.findingsHeading} findings={findings} />
      <p style={MAIL_NOTE_STYLE}>{text.replyHint}</p>
    </MailDocument>
  );
}
