/**
 * Strict UTF-8 decoding. Node's default decoder quietly turns bad bytes into
 * U+FFFD, so a file saved as Latin-1 would build with "caf�" in it; here the
 * file is refused instead, with the place of the first bad byte.
 */
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export type Decoded = { text: string } | { badByte: number };

export function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    return { badByte: firstBadByte(bytes) };
  }
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstBadByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    if (!length) return i;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    }
    // Overlong forms, surrogates and values past U+10FFFF are refused too.
    if ((lead === 0xe0 && bytes[i + 1] < 0xa0) || (lead === 0xed && bytes[i + 1] >= 0xa0)) return i;
    if ((lead === 0xf0 && bytes[i + 1] < 0x90) || (lead === 0xf4 && bytes[i + 1] >= 0x90)) return i;
    i += length;
  }
  return Math.max(0, bytes.length - 1);
}
