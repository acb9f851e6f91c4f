function group(digits: string, sizes: readonly number[]): string {
  let start = 0;
  return sizes
    .map((size) => {
      const part = digits.slice(start, start + size);
      start += size;
      return part;
    })
    .join(" ");
}

export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
  return input;
}

/**
 * A `tel:` link that dials from any country, whatever separates the digits: a Belgian number written the
 * national way ("0475 12 34 56") gets the country code (tel:+32475123456), one written with "+" or "00" keeps
 * its own, and anything else is dialled as its digits.
 */
export function telHref(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (input.trimStart().startsWith("+")) return `tel:+${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+32${digits.slice(1)}`;
  return `tel:${digits}`;
}
