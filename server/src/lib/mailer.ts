/**
 * Outgoing mail through nodemailer (docs/ARCHITECTURE.md). With `smtpUrl` it sends over SMTP; without,
 * every message is written as an `.eml` file to `<dataDir>/outbox`, readable by people and tests.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  /** Where answers go (the inspector), since the sender is a no-reply address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Outbox folder, or null when mail goes to SMTP. */
  outbox: string | null;
}

const FROM = 'Plaatsbeschrijving back-office <no-reply@plaatsbeschrijving.local>';

export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      send: async (message) => {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    send: async (message) => {
      const info = await transport.sendMail({ from: FROM, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
