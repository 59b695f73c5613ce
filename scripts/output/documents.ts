/**
 * The content documents of one build, each read and parsed once. The check
 * hands over the documents it read; any other a later step asks for (a site
 * the check took from its record, but whose pages must be hashed again) is
 * read when first asked for. Each document keeps the hash of its text, for
 * the page inputs (./page-inputs.ts), and its data, which gets its pictures'
 * sources once, for the render threads and the pictures written. Once the
 * last page made from a document has been handed to a thread, the build lets
 * its data go and keeps only its pictures' variants, so the documents held
 * shrink as the pages are rendered instead of staying until the build ends.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { attachSources } from '../images/attach.ts';
import type { Variant } from '../images/variants.ts';

export interface BuildDocument {
  /** The sha256 of the document's text. */
  hash: string;
  /** Undefined once the document was let go (see `release`). */
  data: unknown;
  /** The picture variants it uses, once its pictures have their sources. */
  variants?: Variant[];
}

/** A site as its pictures are planned: its folder name and its folder. */
export interface DocumentSite {
  id: string;
  dir: string;
}

export class BuildDocuments {
  private readonly known = new Map<string, BuildDocument>();

  /** `readText` reads a document that was not handed over (tests count the reads through it). */
  constructor(private readonly readText: (file: string) => string = (file) => readFileSync(file, 'utf8')) {}

  /** A document already read and parsed, by its absolute path. */
  add(file: string, text: string, data: unknown): void {
    this.known.set(file, { hash: createHash('sha256').update(text).digest('hex'), data });
  }

  /** The document at `file`, read and parsed the first time it is asked for. The check ran first, so it parses. */
  get(file: string): BuildDocument {
    let known = this.known.get(file);
    if (!known) {
      const text = this.readText(file);
      this.add(file, text, JSON.parse(text));
      known = this.known.get(file)!;
    }
    if (known.data === undefined) throw new Error(`${file} was asked for after the build had let it go.`);
    return known;
  }

  /** The document with its pictures' sources (sizes, formats, srcsets) attached, once. */
  withSources(file: string, site: DocumentSite): Required<BuildDocument> {
    const document = this.get(file);
    document.variants ??= attachSources(document.data, site);
    return document as Required<BuildDocument>;
  }

  /** The picture variants a document uses, whether or not its data was let go. */
  variantsOf(file: string, site: DocumentSite): Variant[] {
    return this.known.get(file)?.variants ?? this.withSources(file, site).variants;
  }

  /** Let a document's data go once nothing will render it again, keeping its hash and its pictures' variants. */
  release(file: string, site: DocumentSite): void {
    const document = this.withSources(file, site);
    (document as BuildDocument).data = undefined;
  }
}
