import { SMS_LENGTH } from '../../../shared/reminders';

/** The GSM 03.38 basic alphabet: an SMS of these holds 160 characters (153 each when split). */
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
/** Its extension: each of these takes two of the 160. */
const GSM_EXTENSION = new Set(Array.from('^{}\\[~]|€\f'));

/** A Unicode SMS holds 70 characters (67 each when split). */
export const UNICODE_SMS_LENGTH = 70;
const GSM_PART = 153;
const UNICODE_PART = 67;

export interface SmsLength {
  /** Characters as the gateway counts them (GSM extension characters twice; UTF-16 units in Unicode). */
  length: number;
  /** Some character is outside the GSM alphabet (₵, ɛ, ɔ, an emoji): the message goes as Unicode. */
  unicode: boolean;
  /** Those characters, each once, in order. */
  outside: string[];
  /** Characters one SMS holds: 160, or 70 in Unicode. */
  perSms: number;
  /** How many SMS it is sent as. */
  messages: number;
}

/** How long a text is as an SMS, and how many messages it takes. */
export function smsLength(text: string): SmsLength {
  const characters = Array.from(text);
  const outside = [...new Set(characters.filter((char) => !GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)))];
  if (outside.length > 0) {
    const length = text.length;
    const messages = length <= UNICODE_SMS_LENGTH ? 1 : Math.ceil(length / UNICODE_PART);
    return { length, unicode: true, outside, perSms: UNICODE_SMS_LENGTH, messages };
  }
  const length = characters.reduce((sum, char) => sum + (GSM_EXTENSION.has(char) ? 2 : 1), 0);
  const messages = length <= SMS_LENGTH ? 1 : Math.ceil(length / GSM_PART);
  return { length, unicode: false, outside, perSms: SMS_LENGTH, messages };
}
