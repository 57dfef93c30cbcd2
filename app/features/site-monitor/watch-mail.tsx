import { MAIL_NOTE_STYLE, MAIL_SUBHEADING_STYLE, MailButton, MailDocument, MailRowsTable, type MailRow } from "~/capabilities/mail/mail-layout";
import { WATCH_MAIL_TEXT } from "./watch-mail.content";

/** The double opt-in e-mail of a watch. */
export function WatchConfirmationMail({ host, confirmUrl, unsubscribeUrl }: { host: string; confirmUrl: string; unsubscribeUrl: string }) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{WATCH_MAIL_TEXT.confirmHeading}</h1>
      <p>{WATCH_MAIL_TEXT.confirmIntro(host)}</p>
      <MailButton href={confirmUrl}>{WATCH_MAIL_TEXT.confirmButton}</MailButton>
      <p>{WATCH_MAIL_TEXT.confirmValidity}</p>
      <p>{WATCH_MAIL_TEXT.notYou}</p>
      <p style={MAIL_NOTE_STYLE}>
        {WATCH_MAIL_TEXT.unsubscribeLead} <a href={unsubscribeUrl}>{WATCH_MAIL_TEXT.unsubscribeLink}</a>
      </p>
    </MailDocument>
  );
}

export interface SignalMailProps {
  heading: string;
  title: string;
  detail: string | null;
  why: string | null;
  fix: string | null;
  reportUrl: string | null;
  expertUrl: string;
  unsubscribeUrl: string;
}

/** An alert, or the "düzeldi" after one: what changed, why it matters, what to do, and the way to an expert. */
export function WatchSignalMail({ heading, title, detail, why, fix, reportUrl, expertUrl, unsubscribeUrl }: SignalMailProps) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{heading}</h1>
      <p style={{ fontSize: "16px", fontWeight: "bold" }}>{title}</p>
      {detail ? (
        <p>
          {WATCH_MAIL_TEXT.detailLabel} {detail}
        </p>
      ) : null}
      {why ? (
        <p>
          <strong>{WATCH_MAIL_TEXT.whyLabel}</strong> {why}
        </p>
      ) : null}
      {fix ? (
        <p>
          <strong>{WATCH_MAIL_TEXT.fixLabel}</strong> {fix}
        </p>
      ) : null}
      <MailButton href={expertUrl}>{WATCH_MAIL_TEXT.expertLink}</MailButton>
      {reportUrl ? (
        <p>
          <a href={reportUrl}>{WATCH_MAIL_TEXT.reportLink}</a>
        </p>
      ) : null}
      <p style={MAIL_NOTE_STYLE}>
        {WATCH_MAIL_TEXT.unsubscribeLead} <a href={unsubscribeUrl}>{WATCH_MAIL_TEXT.unsubscribeLink}</a>
      </p>
    </MailDocument>
  );
}

/** A notice to the agency: what happened, to whom, and where the visit came from. */
export function AgencyNoticeMail({ heading, intro, rows, footer }: { heading: string; intro: string; rows: readonly MailRow[]; footer: string }) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{heading}</h1>
      <p>{intro}</p>
      <MailRowsTable rows={rows} />
      <p style={MAIL_NOTE_STYLE}>{footer}</p>
    </MailDocument>
  );
}

export interface SummaryMailProps {
  heading: string;
  score: string;
  /** The Turkish titles of the rules that now pass, and of those that newly fail (each cut at a few, `more` says how many not listed). */
  fixed: { heading: string; titles: readonly string[]; more: string | null } | null;
  appeared: { heading: string; titles: readonly string[]; more: string | null } | null;
  reportUrl: string;
  expertUrl: string;
  unsubscribeUrl: string;
}

function RuleTitles({ list }: { list: NonNullable<SummaryMailProps["fixed"]> }) {
  return (
    <>
      <h2 style={MAIL_SUBHEADING_STYLE}>{list.heading}</h2>
      <ul>
        {list.titles.map((title, index) => (
          <li key={index}>{title}</li>
        ))}
        {list.more ? <li>{list.more}</li> : null}
      </ul>
    </>
  );
}

/** The weekly re-audit's summary: what was fixed and what is new since the last audit, with the new report and the way to an expert. */
export function WatchSummaryMail({ heading, score, fixed, appeared, reportUrl, expertUrl, unsubscribeUrl }: SummaryMailProps) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{heading}</h1>
      <p>{WATCH_MAIL_TEXT.summaryIntro}</p>
      <p style={{ fontWeight: "bold" }}>{score}</p>
      {appeared ? <RuleTitles list={appeared} /> : null}
      {fixed ? <RuleTitles list={fixed} /> : null}
      <MailButton href={reportUrl}>{WATCH_MAIL_TEXT.summaryReportLink}</MailButton>
      <p>
        <a href={expertUrl}>{WATCH_MAIL_TEXT.expertLink}</a>
      </p>
      <p style={MAIL_NOTE_STYLE}>
        {WATCH_MAIL_TEXT.unsubscribeLead} <a href={unsubscribeUrl}>{WATCH_MAIL_TEXT.unsubscribeLink}</a>
      </p>
    </MailDocument>
  );
}
