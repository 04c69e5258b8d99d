import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { maskEmail } from "./log-redaction";
import { logger } from "./logger.server";

export interface EmailMessage {
  to: string;
  /** What the email is for, as the log names it: a subject may carry a lead's name. */
  purpose: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer to the email goes, when not to the site's own sender address. */
  replyTo?: { name: string; address: string };
}

const OUTBOX_DIR = resolve("data/outbox");

let transport: Transporter | undefined;

/**
 * Sends through SMTP_URL. Without it, each message is logged and written to data/outbox/ as an .eml
 * file, so a local install can still follow a confirmation link.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const env = getEnv();
  const { purpose, ...content } = message;
  const mail = { from: env.MAIL_FROM, ...content };
  // Loaded with the first message: most processes never send one.
  const { default: nodemailer } = await import("nodemailer");
  if (env.SMTP_URL) {
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail(mail);
    logger.info({ to: maskEmail(message.to), purpose }, "email sent");
    return;
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(mail);
  // Owner-only, as a backup is: these messages hold confirmation and password-reset links.
  mkdirSync(OUTBOX_DIR, { recursive: true, mode: 0o700 });
  const file = join(
    OUTBOX_DIR,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`,
  );
  writeFileSync(file, built.message as Buffer, { mode: 0o600 });
  // Links in these emails sign people in or reset passwords: only a developer's own console shows them.
  const details =
    env.NODE_ENV === "development" ? { to: message.to, text: message.text } : { to: maskEmail(message.to) };
  logger.info({ ...details, purpose, file }, "SMTP_URL not set: email written to outbox");
}

const backgroundSends = new Set<Promise<void>>();

/** Sends without keeping anyone waiting for the mail server; a failure is logged. */
export function sendEmailInBackground(message: EmailMessage): void {
  const sending: Promise<void> = sendEmail(message)
    .catch((error: unknown) => {
      logger.error({ err: error, to: maskEmail(message.to), purpose: message.purpose }, "email could not be sent");
    })
    .finally(() => backgroundSends.delete(sending));
  backgroundSends.add(sending);
}

/** The emails still on their way: a restart for a deploy waits for them, or a reset link someone asked for is lost. */
export async function settleBackgroundEmails(): Promise<void> {
  await Promise.all(backgroundSends);
}
