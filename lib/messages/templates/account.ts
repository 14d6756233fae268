import { z } from "zod";
import { button, defineMail, html, linkSchema, page } from "@/lib/messages/templates/layout";

/** Sent on sign-up: welcome, and the link that confirms the address. */
export const welcome = defineMail({
  schema: z.object({ username: z.string(), verifyUrl: linkSchema }),
  render: ({ username, verifyUrl }) => ({
    subject: "Welcome to Thali: confirm your email",
    text: `Hi ${username},\n\nWelcome to Thali. Confirm this is your email address by opening this link:\n${verifyUrl}\n\nIf you did not sign up, ignore this mail.\n`,
    html: page(
      "Welcome to Thali",
      html`<p>Hi ${username},</p>
        <p>Welcome to Thali. Confirm this is your email address:</p>
        ${button(verifyUrl, "Confirm my email")}
        <p>If you did not sign up, ignore this mail.</p>`,
    ),
  }),
});

/** The link of "Forgot password?": single use, 30 minutes. */
export const passwordReset = defineMail({
  schema: z.object({ username: z.string(), resetUrl: linkSchema, minutes: z.number().int().positive() }),
  render: ({ username, resetUrl, minutes }) => ({
    subject: "Reset your Thali password",
    text: `Hi ${username},\n\nSomeone (we hope you) asked to reset the password of your Thali account. Set a new one with this link, within ${minutes} minutes; it works once:\n${resetUrl}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    html: page(
      "Reset your password",
      html`<p>Hi ${username},</p>
        <p>
          Someone (we hope you) asked to reset the password of your Thali account. Set a new one within ${minutes}
          minutes; the link works once.
        </p>
        ${button(resetUrl, "Set a new password")}
        <p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    ),
  }),
});

/** To the new address of an email change: following the link makes the change. */
export const emailChangeConfirm = defineMail({
  schema: z.object({
    username: z.string(),
    newEmail: z.string(),
    confirmUrl: linkSchema,
    hours: z.number().int().positive(),
  }),
  render: ({ username, newEmail, confirmUrl, hours }) => ({
    subject: "Confirm your new email for Thali",
    text: `Hi ${username},\n\nConfirm ${newEmail} as the email of your Thali account with this link (valid ${hours} hours):\n${confirmUrl}\n\nUntil you do, your account keeps its old email.\n`,
    html: page(
      "Confirm your new email",
      html`<p>Hi ${username},</p>
        <p>
          Confirm <strong>${newEmail}</strong> as the email of your Thali account (the link is valid ${hours} hours).
        </p>
        ${button(confirmUrl, "Confirm this email")}
        <p>Until you do, your account keeps its old email.</p>`,
    ),
  }),
});

/** To the old address once an email change is made: what changed, and a one-click undo for 7 days. */
export const emailChangeNotice = defineMail({
  schema: z.object({
    username: z.string(),
    newEmail: z.string(),
    undoUrl: linkSchema,
    days: z.number().int().positive(),
  }),
  render: ({ username, newEmail, undoUrl, days }) => ({
    subject: "The email of your Thali account was changed",
    text: `Hi ${username},\n\nThe email of your Thali account was changed to ${newEmail}.\n\nIf this was not you, undo it with this link within ${days} days: it puts this address back and signs out every device.\n${undoUrl}\n`,
    html: page(
      "Your email was changed",
      html`<p>Hi ${username},</p>
        <p>The email of your Thali account was changed to <strong>${newEmail}</strong>.</p>
        <p>If this was not you, undo it within ${days} days: it puts this address back and signs out every device.</p>
        ${button(undoUrl, "This was not me: undo")}`,
    ),
  }),
});

/**
 * Sent to the account's email when a mobile number is verified on it: the number now logs in with a texted
 * code, so a session someone else holds could add their own. No undo link: the profile removes the number.
 */
export const phoneAddedNotice = defineMail({
  schema: z.object({ username: z.string(), phone: z.string(), profileUrl: linkSchema }),
  render: ({ username, phone, profileUrl }) => ({
    subject: "A mobile number was added to your Thali account",
    text: `Hi ${username},\n\n${phone} was verified on your Thali account and can now log in with a texted code.\n\nIf this was not you, remove the number on your profile and change your password:\n${profileUrl}\n`,
    html: page(
      "A mobile number was added",
      html`<p>Hi ${username},</p>
        <p><strong>${phone}</strong> was verified on your Thali account and can now log in with a texted code.</p>
        <p>If this was not you, remove the number on your profile and change your password.</p>
        ${button(profileUrl, "Open my profile")}`,
    ),
  }),
});
