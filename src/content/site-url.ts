/**
 * A site's public address as people write it ("www.joesplumbing.com",
 * "joesplumbing.com", "https://joesplumbing.com/") in the one form the site
 * keeps and links with: "https://" and the domain in lower case, with no
 * trailing slash. A site lives at the root of its domain, so an address with a
 * path, query, fragment, port or user name is not a site's address: undefined.
 * The schema's pattern for `url` accepts exactly what this turns into an address.
 */
export function siteUrlOf(text: string): string | undefined {
  const written = text.trim();
  const match =
    /^(?:https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,})\/?$/i.exec(
      written,
    );
  return match ? `https://${match[1].toLowerCase()}` : undefined;
}
