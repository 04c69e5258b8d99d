/** A number written with its country code: after a plus, or after 00, the international prefix of most countries. */
const INTERNATIONAL = /^\s*(\+|00)/;

/**
 * The tel: address of a phone number as a lead typed it: its digits and leading plus. A "(0)" after the country code
 * ("+44 (0)20 7946 0958", as UK, German and Swiss numbers are often written) is the trunk prefix dialled only from
 * inside the country; kept, it would dial +4402079460958, which reaches nobody.
 */
export function telHref(phone: string): string {
  const dialled = INTERNATIONAL.test(phone) ? phone.replace(/\(\s*0\s*\)/g, "") : phone;
  return `tel:${dialled.replace(/[^\d+]/g, "")}`;
}
