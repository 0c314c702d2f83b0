export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where and as whom mails go out. */
export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  /** TLS from the first byte (smtps); otherwise STARTTLS when the server offers it */
  secure: boolean;
  /** `Display Name <address>` */
  from: string;
}

export interface Mailer {
  configured(): Promise<boolean>;
  send(mail: Mail): Promise<void>;
}

/** Port 465 always speaks TLS from the start, whatever the setting says (as Zadig's mailer does). */
const SMTPS_PORT = 465;

/** Sends through the SMTP server of the current settings, read for every mail so a change applies at once. */
export function createMailer(settings: () => Promise<SmtpSettings | undefined>): Mailer {
  return {
    configured: async () => (await settings()) !== undefined,
    send: async (mail) => {
      const smtp = await settings();
      if (!smtp) throw new Error('no mail server is configured');
      // loaded with the first mail, not with the server
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure || smtp.port === SMTPS_PORT,
        ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password } } : {}),
      });
      try {
        await transport.sendMail({ from: smtp.from, ...mail });
      } finally {
        transport.close();
      }
    },
  };
}

/** The server and account of an `smtp://user:pass@host:587` (or `smtps://`) URL. */
export function smtpServerOf(url: string): Omit<SmtpSettings, 'from'> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? SMTPS_PORT : 25,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    secure,
  };
}

/** The name and address of a sender written `Name <address>` (or only the address). */
export function senderOf(from: string): { displayName: string; address: string } {
  const match = from.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (!match) return { displayName: '', address: from.trim() };
  return { displayName: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' };
}

export const formatSender = (displayName: string, address: string) =>
  displayName ? `"${displayName.replaceAll('"', '')}" <${address}>` : address;
