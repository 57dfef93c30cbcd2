import { MAIL_NOTE_STYLE, MailButton, MailDocument } from "~/capabilities/mail/mail-layout";
import { NEWSLETTER_MAIL_TEXT } from "./newsletter-mail.content";

export interface ConfirmationMailProps {
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** The HTML of the double opt-in e-mail a subscriber receives. */
export function ConfirmationMail({ siteName, confirmUrl, unsubscribeUrl }: ConfirmationMailProps) {
  return (
    <MailDocument>
      <h1 style={{ fontSize: "18px" }}>{NEWSLETTER_MAIL_TEXT.heading}</h1>
      <p>{NEWSLETTER_MAIL_TEXT.intro(siteName)}</p>
      <MailButton href={confirmUrl}>{NEWSLETTER_MAIL_TEXT.confirmButton}</MailButton>
      <p>{NEWSLETTER_MAIL_TEXT.validity}</p>
      <p>{NEWSLETTER_MAIL_TEXT.notYou}</p>
      <p style={MAIL_NOTE_STYLE}>
        {NEWSLETTER_MAIL_TEXT.unsubscribeLead} <a href={unsubscribeUrl}>{NEWSLETTER_MAIL_TEXT.unsubscribeLink}</a>
      </p>
    </MailDocument>
  );
}
