import { siteConfig } from "~/site.config";
import type { EmailMessage } from "./email.server";
import type { Lead, LeadInput } from "~/models/lead.server";
import { formatDateTime } from "./format";
import { escapeHtml } from "./markup";
import type { ReadingStep } from "./reading-path";

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footnote: string,
): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`).join("");
  return `<!doctype html><html><body style="margin:0;background:#fbfaf7;font-family:Arial,sans-serif;color:#0f1b2d">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-weight:bold;font-size:18px;margin:0 0 24px">${escapeHtml(siteConfig.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#f59e0b;color:#0f1b2d;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d;line-height:1.5">${escapeHtml(footnote)}</p>
</div></body></html>`;
}

export function confirmationEmail(to: string, url: string): EmailMessage {
  const intro = `Thanks for signing up to ${siteConfig.name}. Please confirm your email address to activate your account.`;
  const footnote = "If you did not create an account, you can ignore this email.";
  return {
    to,
    purpose: "confirmation",
    subject: `Confirm your ${siteConfig.name} account`,
    text: `${intro}\n\nConfirm your account: ${url}\n\n${footnote}\n`,
    html: layout("Confirm your email address", [intro], { label: "Confirm my account", url }, footnote),
  };
}

export function passwordResetEmail(to: string, url: string): EmailMessage {
  const intro = `We received a request to reset the password of your ${siteConfig.name} account. The link works once and expires in one hour.`;
  const footnote =
    "If you did not ask to reset your password, you can ignore this email; your password stays the same.";
  return {
    to,
    purpose: "password reset",
    subject: `Reset your ${siteConfig.name} password`,
    text: `${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n`,
    html: layout("Reset your password", [intro], { label: "Choose a new password", url }, footnote),
  };
}

/**
 * A reset link for an account nobody has confirmed: choosing the password confirms it. It goes out when someone signs
 * up again with another password (neither password is kept) or when its owner asks for a reset before confirming.
 */
export function accountSetupEmail(to: string, url: string): EmailMessage {
  const intro = `To finish creating your ${siteConfig.name} account, choose your password. Your email address is confirmed when you do. The link works once and expires in one hour.`;
  const footnote =
    "If you did not sign up, you can ignore this email: nobody can sign in to the account until a password is chosen through this link.";
  return {
    to,
    purpose: "account setup",
    subject: `Finish creating your ${siteConfig.name} account`,
    text: `${intro}\n\nChoose your password: ${url}\n\n${footnote}\n`,
    html: layout("Choose your password", [intro], { label: "Choose my password", url }, footnote),
  };
}

/**
 * Sent instead of a confirmation when someone signs up with the address of a confirmed account: the page says the
 * same as for a new account (nobody learns who has one), and the owner learns how to get in.
 */
export function existingAccountEmail(to: string, siteUrl: string): EmailMessage {
  const intro = `Someone, probably you, tried to sign up to ${siteConfig.name} with this email address. You already have an account: sign in with your password.`;
  const forgot = `Forgotten your password? Choose a new one at ${siteUrl}/forgot-password.`;
  const footnote = "If it was not you, you can ignore this email: nothing has changed.";
  const signIn = `${siteUrl}/signin`;
  return {
    to,
    purpose: "existing account",
    subject: `You already have a ${siteConfig.name} account`,
    text: `${intro}\n\nSign in: ${signIn}\n\n${forgot}\n\n${footnote}\n`,
    html: layout("You already have an account", [intro, forgot], { label: "Sign in", url: signIn }, footnote),
  };
}

/** What the sales email needs of a lead: its details, the time and what the visitor read first. */
type LeadSummary = LeadInput & Pick<Lead, "createdAt"> & { readingPath: Pick<ReadingStep, "title" | "path">[] };

/** Tells sales about a new lead: who, how to reach them, where they came from and what they read first. */
export function salesLeadEmail(to: string, lead: LeadSummary, leadsUrl: string, siteUrl: string): EmailMessage {
  const name = `${lead.firstName} ${lead.lastName}`;
  const details = [
    `Name: ${name}`,
    `Company: ${lead.company}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Source: ${lead.touchpoint ?? "Contact Form"}`,
    `Submitted: ${formatDateTime(lead.createdAt)}`,
  ];
  const reading =
    lead.readingPath.length > 0
      ? [
          `Read before getting in touch: ${lead.readingPath.map((step) => `${step.title} (${siteUrl}${step.path})`).join("; ")}`,
        ]
      : [];
  const footnote = `You get this email because SALES_EMAIL is set to this address on ${siteConfig.name}.`;
  return {
    to,
    purpose: "new lead",
    subject: `New lead: ${name}, ${lead.company}`,
    // Sales answers the lead by replying, not the site's no-reply sender.
    replyTo: { name, address: lead.email },
    text: `${[...details, ...reading].join("\n")}\n\nLead Management: ${leadsUrl}\n\n${footnote}\n`,
    html: layout(
      `New lead from ${name}`,
      [...details, ...reading],
      { label: "Open Lead Management", url: leadsUrl },
      footnote,
    ),
  };
}
