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

/** A `tel:` link to a number as written (spaces, dots, slashes dropped). */
export function telHref(input: string): string {
  return `tel:${input.replace(/\D/g, "")}`;
}
