import { createTransport } from 'nodemailer';

export interface MailSettings {
  /** `SMTP_URL`: `smtp://` or `smtps://`, with the account's user and password if the server asks for them. */
  smtpUrl: string;
  /** `MAIL_FROM`: the sender mails carry. */
  from: string;
  /** How long a connection, the server's greeting or a silent socket may take before the send fails. */
  timeoutMs: number;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every attempt of one delivery: a mailbox that got it already may drop a repeat. */
  messageId: string;
  attachment?: { fileName: string; path: string };
}

export interface Mailer {
  /** The domain of the sender, for Message-IDs. */
  readonly domain: string;
  send(mail: Mail): Promise<void>;
}

/**
 * Mail over SMTP with nodemailer (https://nodemailer.com/smtp/): a connection per mail, so a server that
 * hangs holds only the mail waiting on it, and every step within `timeoutMs`.
 */
export function createMailer(settings: MailSettings): Mailer {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    domain: settings.from.replace(/^.*@/, '').replace(/>.*$/, ''),
    async send(mail) {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        attachments: mail.attachment
          ? [{ filename: mail.attachment.fileName, path: mail.attachment.path }]
          : undefined,
      });
    },
  };
}
