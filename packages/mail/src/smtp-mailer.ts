import nodemailer, { type Transporter } from "nodemailer";
import type { Mailer, OutgoingMail } from "./mail-types";

/** Sends mail through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://…:465). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp" as const;
  private readonly transport: Transporter;
  private readonly host: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.host = new URL(smtpUrl).host;
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      // The URL holds the password: name only the host, and keep the server's own words.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The mail to ${mail.to} could not be sent through ${this.host}: ${reason}`);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
