// WhatsApp channel (issue 23): the Cloud API webhook as Meta sends it (only the fields we read;
// anything else passes through), and the Settings calls that link a number to an account.
import * as z from "zod";
import { ZIsoDateTime } from "./common.ts";

/** GET /whatsapp/webhook: Meta's verification handshake. */
export const ZWhatsappVerifyQuery = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().optional(),
});
export type TWhatsappVerifyQuery = z.infer<typeof ZWhatsappVerifyQuery>;

const ZMediaRef = z.looseObject({
  id: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  voice: z.boolean().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

/** One inbound message of a webhook (`entry[].changes[].value.messages[]`). */
export const ZWhatsappInboundMessage = z.looseObject({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  audio: ZMediaRef.optional(),
  image: ZMediaRef.optional(),
  document: ZMediaRef.optional(),
  button: z.looseObject({ text: z.string().optional(), payload: z.string().optional() }).optional(),
  /** A tap on one of our reply buttons. */
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string().optional() }).optional(),
      /** A choice from one of our list messages (the language list). */
      list_reply: z.looseObject({ id: z.string(), title: z.string().optional() }).optional(),
    })
    .optional(),
});
export type TWhatsappInboundMessage = z.infer<typeof ZWhatsappInboundMessage>;

/** A delivery status of a message we sent (`entry[].changes[].value.statuses[]`). */
export const ZWhatsappStatus = z.looseObject({
  id: z.string(),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string(),
  errors: z.array(z.looseObject({ code: z.number(), title: z.string().optional() })).optional(),
});
export type TWhatsappStatus = z.infer<typeof ZWhatsappStatus>;

export const ZWhatsappWebhook = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(
        z.looseObject({
          field: z.string().optional(),
          value: z.looseObject({
            messaging_product: z.string().optional(),
            metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
            contacts: z.array(z.looseObject({ wa_id: z.string().optional() })).optional(),
            messages: z.array(ZWhatsappInboundMessage).optional(),
            statuses: z.array(ZWhatsappStatus).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type TWhatsappWebhook = z.infer<typeof ZWhatsappWebhook>;

/** GET /whatsapp/link: whether the signed-in user's account has a WhatsApp number. */
export const ZWhatsappLinkStatus = z.object({
  /** The server has a WhatsApp number configured (otherwise Settings hides the card). */
  available: z.boolean(),
  /** The linked number, all but its last four digits hidden (e.g. "••••••3210"); null = none. */
  linked_number: z.string().nullable(),
  /** The business number to send the code to, when the server knows it (digits with country code). */
  business_number: z.string().nullable(),
  /** Alerts about new or replaced circulars go to the linked number (START / STOP there, or Settings). */
  alerts: z.boolean(),
});
export type TWhatsappLinkStatus = z.infer<typeof ZWhatsappLinkStatus>;

/** PUT /whatsapp/alerts: the linked number's alerts on or off (as START / STOP sent from it). */
export const ZWhatsappAlertsRequest = z.object({ on: z.boolean() });
export type TWhatsappAlertsRequest = z.infer<typeof ZWhatsappAlertsRequest>;

/** POST /whatsapp/link-code: a fresh code to send from the number to link. */
export const ZWhatsappLinkCode = z.object({
  code: z.string().describe('Send "SACHIV <code>" (or just the code) from the WhatsApp number to link.'),
  expires_at: ZIsoDateTime,
});
export type TWhatsappLinkCode = z.infer<typeof ZWhatsappLinkCode>;
