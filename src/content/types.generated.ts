/* Generated from schema/ by scripts/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run generate`. */

/**
 * What kind of business this is, as search engines name it: the most specific that fits ("AutoRepair" rather than "LocalBusiness"). Search results and maps read it from the page's structured data. "ProfessionalService" suits a studio or an agency; "LocalBusiness" is the choice when nothing closer fits.
 */
export type BusinessType =
  | 'LocalBusiness'
  | 'ProfessionalService'
  | 'AutoRepair'
  | 'AutoWash'
  | 'HVACBusiness'
  | 'Plumber'
  | 'Electrician'
  | 'RoofingContractor'
  | 'HousePainter'
  | 'Locksmith'
  | 'GeneralContractor'
  | 'HomeAndConstructionBusiness'
  | 'Restaurant'
  | 'CafeOrCoffeeShop'
  | 'Bakery'
  | 'BarOrPub'
  | 'RealEstateAgent'
  | 'HairSalon'
  | 'BeautySalon'
  | 'NailSalon'
  | 'DaySpa'
  | 'HealthClub'
  | 'Dentist'
  | 'Florist'
  | 'Store'
  | 'LegalService'
  | 'AccountingService';
/**
 * A colour as hue, saturation and lightness: "217 91% 60%" (hue 0-360, then two percentages).
 */
export type HslColor = string;
/**
 * A heading and text typeface pair, served from this website (about 25-60 KB, only on this site's pages): modern = Plus Jakarta Sans; sport = Oswald with Manrope; friendly = Nunito with Nunito Sans; fresh = Quicksand with Mulish; industrial = Archivo Black with Source Sans 3; classic = Cormorant Garamond with Karla; refined = DM Serif Display with Outfit; chic = Marcellus with Montserrat; corporate = IBM Plex Sans. Without it the site uses the system fonts named by font, which then also stands in while the pair loads.
 */
export type FontPairing =
  'modern' | 'sport' | 'friendly' | 'fresh' | 'industrial' | 'classic' | 'refined' | 'chic' | 'corporate';
/**
 * Where every section's eyebrow, heading and intro stand: center above the section, or start, flush with the content's left edge, with the intro beside the heading on wide screens (an editorial page rather than a brochure). Sections that set their heading beside their content, such as text beside a picture, keep their own.
 */
export type SectionHeadings = 'center' | 'start';
/**
 * Where a link goes. Allowed forms: "/portfolio" (a page of the whole website), "~/contact" (a page of this site, written relative to its base path, so a copied demo keeps working), "#contact" (a section of the current page), "/#work" (a section of another page), "https://...", "mailto:..." or "tel:...".
 */
export type Href = string;
/**
 * The name of a small picture from the built-in icon set.
 */
export type IconName =
  | 'alert'
  | 'arrow-right'
  | 'award'
  | 'bolt'
  | 'brush'
  | 'building'
  | 'calendar'
  | 'camera'
  | 'car'
  | 'chart'
  | 'chat'
  | 'check'
  | 'chevron-left'
  | 'chevron-right'
  | 'clock'
  | 'code'
  | 'cog'
  | 'droplet'
  | 'facebook'
  | 'flame'
  | 'gauge'
  | 'gift'
  | 'globe'
  | 'heart'
  | 'home'
  | 'instagram'
  | 'key'
  | 'layers'
  | 'layout'
  | 'leaf'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'paw'
  | 'phone'
  | 'plus'
  | 'rocket'
  | 'scissors'
  | 'search'
  | 'shield'
  | 'snowflake'
  | 'sofa'
  | 'sparkles'
  | 'star'
  | 'target'
  | 'thermometer'
  | 'truck'
  | 'users'
  | 'utensils'
  | 'wind'
  | 'wine'
  | 'wrench'
  | 'x';
/**
 * inline sets the name on the left and the menu beside it on one row; centered puts the name in the middle on a row of its own, with the menu centred under it (a dining room's or a boutique's masthead). On phones both show the name and the menu button.
 */
export type HeaderLayout = 'inline' | 'centered';
/**
 * columns sets the name and tagline beside a column for each list of links and the contact details; centered is compact: everything centred, each list on one line.
 */
export type FooterLayout = 'columns' | 'centered';
/**
 * One section of a page. Its "type" says which kind of section it is; the other properties depend on the type.
 */
export type Block =
  | BeforeAfterBlock
  | CardGridBlock
  | CollectionListBlock
  | CtaBlock
  | FaqBlock
  | FeaturedBlock
  | FormBlock
  | GalleryBlock
  | HeroBlock
  | LogoListBlock
  | NoticeBlock
  | OpeningHoursBlock
  | PriceListBlock
  | PricingBlock
  | StatsBlock
  | TeamBlock
  | TestimonialsBlock
  | TextBlock;
/**
 * cards are raised panels; list sets each item as a row with its icon on the left, divided by thin lines; plain drops the panels for open text under a short brand-coloured rule; rows gives each card a full-width row between hairlines, its words on one side and its check list (or its picture, alternating sides) on the other, stacked on phones (a trade's service menu; columns is not used); numbered leads each card with a large 01, 02, 03 over a rule, a timeline on phones (steps of a process); feature sets the first card large on a brand-coloured panel, two columns wide and, where enough cards stand beside it, two rows tall. In numbered and feature the last row's cards widen to fill it.
 */
export type CardLook = 'cards' | 'list' | 'plain' | 'rows' | 'numbered' | 'feature';
/**
 * cards shows each entry as a card with its picture, a line of facts and a few words; compact is a plain list of titles with their facts (latest posts in a side column); gallery shows the entries' pictures as a gallery with filter buttons and a full-screen viewer, each with a link to its page; price-list shows them as the price-list section does, each name with its price and a short line, like a menu; pricing shows them as the pricing section does, packages side by side with what each includes, the most popular one marked.
 */
export type CollectionListLook = 'cards' | 'compact' | 'gallery' | 'price-list' | 'pricing';
/**
 * tiles shows the pictures in an even grid, each with its title under it; cards puts the title, status and facts under each picture (listings, products); mosaic is an editorial grid where every fifth picture is shown large, spanning two columns and two rows, the rest filling around it with no gaps (dishes, showpieces); portrait shows tall 4:5 pictures four to a row with the title and category under each (looks, people); showcase shows large 3:2 pictures two to a row, with the title and category under each (finished rooms, projects); journal gives each picture a row of its own, with its category, title and text beside it, the sides alternating (jobs described in a sentence or two).
 */
export type GalleryLook = 'tiles' | 'cards' | 'mosaic' | 'portrait' | 'showcase' | 'journal';
/**
 * Filter buttons. Each id must be the category of at least one picture. Leave the list out for a gallery without buttons.
 */
export type Filters = GalleryFilter[];
/**
 * cards sets the tiers side by side as cards with check lists; rows lists them one under another as a price list, each row with its name and price, its features in a line and its button (a salon's or a garage's price board); menu prints them on one menu card, name and price joined by a dotted line and the features as courses (set menus, treatment lists).
 */
export type PricingLook = 'cards' | 'rows' | 'menu';
/**
 * accordion stacks the questions in one narrow column under the heading; columns sets them in two columns on wide screens (the first half on the left, the second on the right, and an odd last question across both under them, so the columns end level); side puts the heading and intro in a column of their own beside the questions on wide screens. On phones all three are one column, and one answer is open at a time in each.
 */
export type FAQLook = 'accordion' | 'columns' | 'side';
export type GalleryPictureId = string;
/**
 * cards shows each picture with its title, status and facts under it (listings, products); strip shows tall pictures in one row, each with its title under it (recent work, looks).
 */
export type FeaturedLook = 'cards' | 'strip';
/**
 * How the form and the contact details stand together on wide screens. aside: the heading centred above, the form in a card on the left and the details, hours and notes in a column on the right. tiles: the heading centred above, the details as a row of cards (phone, email, address, hours) with the notes under them, then a narrower form centred below. panel: the section on a coloured panel (the brand colour with tone primary, dark with tone dark, a soft tint otherwise), the heading, intro and details aligned left in one column, the form in a raised card beside them and the notes across the panel's foot. On phones every layout is one column with the form at full width; on the panel the details follow the form.
 */
export type FormLayout = 'aside' | 'tiles' | 'panel';
/**
 * How the form sends.
 */
export type FormSubmission = ExternalSubmission | SimulatedSubmission;
/**
 * A sentence or two about the picture, shown beside it when the gallery's variant is journal: what the job was and what was done.
 */
export type Text = string;
/**
 * A short label shown beside the title when the gallery's variant is cards: "For Sale", "Sold", "New".
 */
export type StatusLabel = string;
/**
 * Short facts shown in a row under the title when the gallery's variant is cards: "4 beds", "3 baths", "2,650 sq ft".
 *
 * @maxItems 4
 */
export type Facts =
  [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
/**
 * full-bleed puts the text over the whole picture, on a frosted scrim, tinted as the theme says (on phones the picture is a strip under the text); split sets the text beside the picture (the picture goes under the text on phones); centered puts centred text above a wide framed picture. For page headers of inner pages: band is a band in the theme's colours with the picture in a slanted zone of its own at the end (a strip under the text on phones); solid is a flat band of the brand colour (of the dark text colour where the theme's hero overlay is dark) with a large title on the left, the eyebrow as a tag and no picture; title is a large title on the page's own background, the eyebrow read as a trail (the site's name, then the eyebrow) and the sentence beside the title on wide screens, with the picture as a wide strip under them; tinted centres the words on a softly tinted band under a small framed picture. No layout ever puts the words over the picture.
 */
export type HeroLayout = 'full-bleed' | 'split' | 'centered' | 'band' | 'solid' | 'title' | 'tinted';
/**
 * Which part of the picture stays in view where the hero crops it, when no `subject` is given: the frame of a split or centered hero, the zone of a band, a full-bleed picture on a screen shaped unlike it. On phones band and full-bleed pictures get a strip of their own under the text.
 */
export type PictureFocus = 'left' | 'center' | 'right';
/**
 * box frames the note in a dashed panel inside its section; strip sets it as one slim full-width bar, for an urgent line at the very top of a page (24/7 emergency service, a closure).
 */
export type NoticeLook = 'box' | 'strip';
/**
 * band centres big numbers over their labels; strip is one slim row, each figure beside its icon with its label under it, divided by thin lines; ruled sets very large numbers flush left, each under a rule, with small capital labels (a report's key figures); cards puts each figure on a raised panel, the number in the brand colour.
 */
export type StatsLook = 'band' | 'strip' | 'ruled' | 'cards';
/**
 * cards centres a small round photo over each name and role, on a raised panel; portraits gives each person a large photo across the top of the card, the name and role under it (agents, stylists); rows lists the people one under another, a small round photo beside each name, role and line (a compact crew list).
 */
export type TeamLook = 'cards' | 'portraits' | 'rows';
/**
 * Another entry of this site, as its collection's folder and its file name without .json: "people/mira-holt".
 */
export type Reference = string;
/**
 * beside sets the picture next to the text on wide screens, its top level with the top of the text; wide shows the picture across the whole width above the text, with the heading in a column of its own beside paragraphs set in two columns (a feature in a magazine); quote sets the quote in large type beside the story, with the picture under it (a founder's or chef's words). On phones all three are one column; a quote stands before the paragraphs. Without a quote, quote reads as beside.
 */
export type StoryLook = 'beside' | 'wide' | 'quote';
/**
 * The time of day on the publish date when the entry goes live, on a 24-hour clock ("09:00"), in the time zone of the server that publishes. Without it, the entry goes live at the start of its day.
 */
export type ClockTime = string;
/**
 * Tags, each one of those the collection's setting in site.json lists; each tag has a page listing its entries.
 */
export type Tags = string[];
/**
 * Text with links, bold, italic, lists, subheadings and quotes: one paragraph, list item, subheading or quote per entry, written in a small part of Markdown (**bold**, *italic*, [a link](~/about), "- " for a list item, "## " for a subheading, "> " for a quote). HTML is not allowed.
 *
 * @minItems 1
 */
export type RichText = [string, ...string[]];

export interface Content {
  site?: SiteDocument;
  page?: PageDocument;
  dish?: DishEntry;
  listing?: ListingEntry;
  package?: PackageEntry;
  person?: PersonEntry;
  post?: PostEntry;
}
/**
 * Everything a site shares across its pages: its name, address, theme, contact details, header, footer.
 */
export interface SiteDocument {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The business name, shown in the header, footer and browser tab.
   */
  name: string;
  /**
   * One line about the business, shown in the footer.
   */
  tagline: string;
  /**
   * What the site is: "studio" for the studio's own site, "demo" for a sample site shown from its portfolio, "client" for a client's website, published on its own domain. Demos live in site-content/demos/, client sites in site-content/clients/.
   */
  kind: 'studio' | 'demo' | 'client';
  /**
   * Where the site lives on the website: "/" for the main site, "/demo-bakery" for a demo. Every site of the studio's website needs its own; a client site's is "/", the root of its own domain.
   */
  basePath: string;
  /**
   * The site's public web address, such as "www.example.com" (kept as "https://www.example.com"). The studio's site and every client site need one: it makes the sitemap and the canonical links.
   */
  url?: string;
  businessType?: BusinessType;
  /**
   * The site's id at the form-collection service: every form of this site that really sends ("mode": "external") sends there. Kept here once, so the forms on several pages can never disagree. The FORM_ID build setting overrides it.
   */
  formId?: string;
  /**
   * The time zone the site's entries are dated in, as its IANA name such as "America/Chicago": an entry set to go live on a date at 9:00 goes live at nine o'clock there. Without it, the clock of the server that builds and publishes the site (its TZ).
   */
  timeZone?: string;
  theme: Theme;
  contact: ContactDetails;
  banner?: SiteBanner;
  header: SiteHeader;
  actionBar?: ActionBar;
  floatingAction?: FloatingAction;
  footer: SiteFooter;
  /**
   * The site's collections, by the name of their folder in collections/: "posts" for collections/posts/. Each says what type its entries are and where their pages live.
   */
  collections?: {
    [k: string]: CollectionSetting | undefined;
  };
}
export interface Theme {
  colors: ThemeColors;
  /**
   * The heading typeface family (system fonts, nothing is downloaded).
   */
  font?: 'sans' | 'serif' | 'rounded';
  fonts?: FontPairing;
  /**
   * How rounded buttons and cards are.
   */
  corners?: 'sharp' | 'soft' | 'round';
  headings?: SectionHeadings;
  hero: HeroStyle;
}
/**
 * The five colours of the site, each as hue, saturation and lightness ("217 91% 60%").
 */
export interface ThemeColors {
  primary: HslColor;
  primaryForeground: HslColor;
  secondary: HslColor;
  foreground: HslColor;
  background: HslColor;
}
/**
 * How the big opening sections look on every page of the site.
 */
export interface HeroStyle {
  /**
   * How the hero picture is tinted so text stays readable.
   */
  overlay: 'dark' | 'light' | 'brand' | 'gradient';
  /**
   * Where the opening text sits: left or center.
   */
  align: 'left' | 'center';
  /**
   * How big the opening headline is.
   */
  headingSize: 'md' | 'lg' | 'xl';
  /**
   * How wide the hero text may run.
   */
  width: 'narrow' | 'normal' | 'wide';
}
/**
 * How to reach the business; shown in the header, footer and beside forms.
 */
export interface ContactDetails {
  /**
   * As it should read: "(555) 123-4567".
   */
  phone?: string;
  /**
   * The email address visitors can write to.
   */
  email?: string;
  /**
   * The street address, on one line.
   */
  address?: string;
  /**
   * A promise such as "We reply within 24 hours".
   */
  responseTime?: string;
  /**
   * Opening hours, one line per group of days.
   */
  hours?: OpeningHours[];
}
export interface OpeningHours {
  /**
   * "Mon-Fri", "Saturday", "Tue, Thu" or "Daily"; a note in brackets is kept on the page: "Tuesday-Sunday (Lunch)".
   */
  days: string;
  /**
   * "7:00 AM - 7:00 PM", "Closed" or "By appointment". Other words ("Emergency service only") need a status, so search engines can read them.
   */
  hours: string;
  /**
   * For hours written in other words ("Emergency service only"): what they mean to a search engine. The page still shows the hours as written.
   */
  status?: 'closed' | 'by appointment';
}
/**
 * A thin bar above the header, for demos only: it leads back to the studio. A client site has none.
 */
export interface SiteBanner {
  back: Link;
  /**
   * Shown before the site name: "Viewing".
   */
  label: string;
  action: Action;
}
/**
 * A piece of text that takes the visitor somewhere.
 */
export interface Link {
  /**
   * The words the visitor sees and clicks.
   */
  label: string;
  href: Href;
}
/**
 * A call to action shown as a button.
 */
export interface Action {
  /**
   * The button text, for example "Get a Free Quote".
   */
  label: string;
  href: Href;
  /**
   * primary is the strongest button; secondary and outline are quieter ones for a second choice.
   */
  style?: 'primary' | 'secondary' | 'outline';
  icon?: IconName;
}
/**
 * The bar at the top of every page.
 */
export interface SiteHeader {
  /**
   * The menu, left to right.
   *
   * @minItems 1
   */
  nav: [Link, ...Link[]];
  action?: Action;
  /**
   * Shows a phone button with this text ("Call Now") that dials the site's phone number.
   */
  callLabel?: string;
  /**
   * true: the header floats over the page, clear at the top and solid once the visitor scrolls.
   */
  overlay?: boolean;
  layout?: HeaderLayout;
}
/**
 * A bar along the bottom of phone screens (narrower than 640 px), always in thumb's reach, with a button that dials the site's phone and, beside it, the site's main action (book, reserve, get a quote). It is part of the page itself, so it works without JavaScript, and the page keeps room for it at its end, so it never hides the last of the page. Wide screens show the header's buttons instead.
 */
export interface ActionBar {
  /**
   * The text of the button that dials the site's phone ("Call"). The site needs a phone in its contact details.
   */
  callLabel: string;
  action?: Action;
}
/**
 * A button that floats in the bottom-right corner once the visitor has scrolled down.
 */
export interface FloatingAction {
  /**
   * The button's text, like "Call Now".
   */
  label: string;
  href: Href;
  /**
   * How far down (in pixels) the visitor scrolls before it appears.
   */
  showAfter?: number;
}
/**
 * The bottom of every page.
 */
export interface SiteFooter {
  /**
   * Show the email address under the tagline.
   */
  showEmail?: boolean;
  /**
   * Columns of links in the footer, each under a heading.
   */
  columns?: FooterColumn[];
  /**
   * Adds a column with this heading listing the business name, phone, email and address.
   */
  contactHeading?: string;
  /**
   * Small print items such as "Privacy Policy", shown as text (placeholders on the sample sites).
   */
  legal?: string[];
  /**
   * The copyright line. {year} becomes the current year.
   */
  copyright: string;
  /**
   * A small line after the copyright.
   */
  note?: string;
  layout?: FooterLayout;
  /**
   * Shows a band across the top of the footer with this line and the site's phone number as a large call button, for trades that are called rather than booked ("Heating or cooling emergency? We answer around the clock."). Needs the site's phone. A page that ends with a call to action leaves the band out.
   */
  callBand?: string;
}
export interface FooterColumn {
  /**
   * The column's heading.
   */
  heading: string;
  /**
   * The links of the column, top to bottom.
   *
   * @minItems 1
   */
  links: [FooterLink, ...FooterLink[]];
}
export interface FooterLink {
  /**
   * The link's text.
   */
  label: string;
  href: Href;
  icon?: IconName;
  /**
   * Open in a new tab (for other websites such as social media).
   */
  newTab?: boolean;
}
export interface CollectionSetting {
  /**
   * The type of its entries: "post", "person", "listing", "dish" or "package" (each has a schema in schema/collections/).
   */
  type: string;
  /**
   * The collection's name, the heading of its index page: "Journal".
   */
  title: string;
  /**
   * What search engines show under the index page's title (50 to 170 characters).
   */
  description?: string;
  /**
   * Where the collection lives inside the site: "/journal" puts its index at /journal and each entry at /journal/<file name>. Without it, the entries have no pages of their own (a team's people, named by other entries).
   */
  path?: string;
  /**
   * How many entries each index page lists.
   */
  perPage?: number;
  /**
   * The tags its entries may have; each gets a page listing its entries, at <path>/tags/<tag in lower case, dashes for spaces>.
   */
  tags?: string[];
}
/**
 * One page of a site: its address, the text search engines show, and its sections from top to bottom.
 */
export interface PageDocument {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The page's address inside its site: "/" for the site's home, "/about" for its about page. The site's base path is put in front. "*" makes this the page shown for addresses that do not exist.
   */
  path: string;
  /**
   * The browser tab and search result title.
   */
  title: string;
  /**
   * One or two sentences that search engines show under the title (50 to 170 characters).
   */
  description: string;
  /**
   * Optional: what a chat app or social site shows when someone shares this page. Leave a field empty to use the page's title, description and a picture made from the site's colours.
   */
  share?: {
    /**
     * The headline of the shared link, when it should differ from the page's title.
     */
    title?: string;
    /**
     * The line under the headline, when it should differ from the page's description.
     */
    description?: string;
    image?: Image;
  };
  /**
   * The page's sections, top to bottom.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]];
}
/**
 * A picture from this site's images folder: SVG, JPEG, PNG, WebP or AVIF. Its width and height are read from the file; the build makes smaller sizes and lighter formats of photos by itself.
 */
export interface Image {
  /**
   * The file name inside this site's images folder, for example "hero.svg" or "gallery/kitchen.webp". Lower-case letters, digits, dots, dashes and slashes only.
   */
  src: string;
  /**
   * What the picture shows, in words, for people who cannot see it.
   */
  alt: string;
  /**
   * Optional: the picture's width in pixels. Read from the file when left out; when given, it must be the real width (for an SVG, width and height must keep its proportions).
   */
  width?: number;
  /**
   * Optional: the picture's height in pixels. Read from the file when left out; when given, it must be the real height.
   */
  height?: number;
}
/**
 * The same thing before and after the work, in one frame: visitors switch between the two pictures with a Before and an After button.
 */
export interface BeforeAfterBlock {
  /**
   * The kind of section: "before-after", pairs of pictures of the same thing before and after the work. Write it first; it decides which other properties the section has.
   */
  type: 'before-after';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The text of the button that shows the first picture.
   */
  beforeLabel?: string;
  /**
   * The text of the button that shows the second picture.
   */
  afterLabel?: string;
  /**
   * The pairs, each shown in its own frame (one to three). The after picture shows first.
   *
   * @minItems 1
   * @maxItems 3
   */
  items:
    | [BeforeAfterPair]
    | [BeforeAfterPair, BeforeAfterPair]
    | [BeforeAfterPair, BeforeAfterPair, BeforeAfterPair];
  action?: Action;
}
export interface BeforeAfterPair {
  /**
   * What the pair shows, like "Red wine on a wool rug".
   */
  title: string;
  /**
   * A sentence about the work done.
   */
  text?: string;
  before: Image;
  after: Image;
}
/**
 * A grid of cards: services, values, technologies, demo sites, anything that is a list of short items with a title.
 */
export interface CardGridBlock {
  /**
   * The kind of section: "card-grid", a grid of cards (services, values, technologies, steps). Write it first; it decides which other properties the section has.
   */
  type: 'card-grid';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * How many cards stand side by side on a wide screen. Phones always show one.
   */
  columns?: 2 | 3 | 4;
  variant?: CardLook;
  /**
   * The cards, in reading order.
   *
   * @minItems 1
   */
  cards: [Card, ...Card[]];
  action?: Action;
}
export interface Card {
  icon?: IconName;
  image?: Image;
  /**
   * A small tag above the title, such as a category.
   */
  label?: string;
  /**
   * The card's title.
   */
  title: string;
  /**
   * A sentence or two under the title.
   */
  text?: string;
  /**
   * An optional price shown with the card, as text: "From $89".
   */
  price?: string;
  /**
   * A short checklist shown under the text.
   */
  features?: string[];
  link?: Link;
}
/**
 * Entries of one of the site's collections (posts, listings, people, dishes, packages), chosen by a filter, a sort and a limit when the site is built, each leading to its own page where its collection has pages. Nothing is copied: a new entry shows up here by itself.
 */
export interface CollectionListBlock {
  /**
   * The kind of section: "collection-list", entries of a collection, each linking to its page. Write it first; it decides which other properties the section has.
   */
  type: 'collection-list';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The collection to list, by its folder name in collections/ ("posts", "listings"). It must have an address ("path") in site.json, since each entry links to its page; only the price-list and pricing looks, which link nowhere, list a collection without one (a menu's dishes, a business's packages).
   */
  collection: string;
  filter?: CollectionFilter;
  /**
   * The order: newest or oldest by date, by title, by price from the highest or the lowest, or by course as a meal runs (starters first, desserts and drinks last; the lowest price first within a course).
   */
  sort?: 'newest' | 'oldest' | 'title' | 'price-high' | 'price-low' | 'course';
  /**
   * How many entries to show at most.
   */
  limit?: number;
  variant?: CollectionListLook;
  gallery?: CollectionGallery;
  priceList?: CollectionPriceList;
  pricing?: CollectionPricing;
  action?: Action;
}
/**
 * Which entries to show; leave it out to show them all. Every condition given must hold.
 */
export interface CollectionFilter {
  /**
   * Only entries with this tag, one of the collection's tags in site.json.
   */
  tag?: string;
  /**
   * Only entries with this status, like "active" or "sold" for listings.
   */
  status?: string;
  /**
   * true shows only entries marked "featured": true; false only the others.
   */
  featured?: boolean;
}
/**
 * For the gallery look: how the gallery looks and its filter buttons, by the entries' category (a listing's status).
 */
export interface CollectionGallery {
  look?: GalleryLook;
  /**
   * The text of the button that shows every picture.
   */
  allLabel?: string;
  filters?: Filters;
}
export interface GalleryFilter {
  /**
   * The category this button shows.
   */
  id: string;
  /**
   * The button's text.
   */
  label: string;
}
/**
 * For the price-list look: how many columns of rows on a wide screen.
 */
export interface CollectionPriceList {
  /**
   * How many columns on a wide screen.
   */
  columns?: 1 | 2 | 3;
}
/**
 * For the pricing look: how the packages look, their buttons and a small line under them.
 */
export interface CollectionPricing {
  look?: PricingLook;
  /**
   * The button text. Leave it out for "Get Started".
   */
  cta?: string;
  ctaLink?: Href;
  /**
   * A small line under the tiers.
   */
  note?: string;
}
/**
 * A closing call to action: a heading, a sentence and buttons on a coloured band.
 */
export interface CtaBlock {
  /**
   * The kind of section: "cta", a closing call to action on a coloured band. Write it first; it decides which other properties the section has.
   */
  type: 'cta';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  icon?: IconName;
  /**
   * The buttons, the main one first.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: [Action] | [Action, Action] | [Action, Action, Action];
}
/**
 * Questions and answers. One answer is open at a time; choosing an open question closes it.
 */
export interface FaqBlock {
  /**
   * The kind of section: "faq", questions and answers that open one at a time. Write it first; it decides which other properties the section has.
   */
  type: 'faq';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  variant?: FAQLook;
  /**
   * The questions and their answers, in the order shown.
   *
   * @minItems 1
   */
  items: [FaqItem, ...FaqItem[]];
}
export interface FaqItem {
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  /**
   * The answer, shown when the question is opened.
   */
  answer: string;
}
/**
 * A few pictures picked from a gallery on another page of the site, by their id: featured listings on the home page, a strip of recent looks. They are written once, in the gallery, and shown here as they are there.
 */
export interface FeaturedBlock {
  /**
   * The kind of section: "featured", a few pictures picked from a gallery on another page. Write it first; it decides which other properties the section has.
   */
  type: 'featured';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  href: Href;
  /**
   * The "id"s of the gallery pictures to show, in the order shown.
   *
   * @minItems 1
   * @maxItems 8
   */
  items:
    | [GalleryPictureId]
    | [GalleryPictureId, GalleryPictureId]
    | [GalleryPictureId, GalleryPictureId, GalleryPictureId]
    | [GalleryPictureId, GalleryPictureId, GalleryPictureId, GalleryPictureId]
    | [GalleryPictureId, GalleryPictureId, GalleryPictureId, GalleryPictureId, GalleryPictureId]
    | [
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId
      ]
    | [
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId
      ]
    | [
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId,
        GalleryPictureId
      ];
  variant?: FeaturedLook;
  action?: Action;
}
/**
 * A form visitors fill in, optionally beside the site's contact details and hours. It either really sends what was typed to a form-collection service (external) or only pretends to, for sample sites (simulated).
 */
export interface FormBlock {
  /**
   * The kind of section: "form", a form visitors fill in. Write it first; it decides which other properties the section has.
   */
  type: 'form';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  layout?: FormLayout;
  /**
   * The form's fields, in the order shown.
   *
   * @minItems 1
   */
  fields: [FormField, ...FormField[]];
  /**
   * browser: only the browser's own checks. messages: the form checks every field before sending and shows the first problem's message in a notification titled by validationTitle.
   */
  validation?: 'browser' | 'messages';
  /**
   * The title of the notification that shows the first problem with what was typed.
   */
  validationTitle?: string;
  /**
   * The send button's text.
   */
  submitLabel: string;
  /**
   * The button's text while sending.
   */
  sendingLabel?: string;
  submission: FormSubmission;
  success: FormMessage;
  failure?: FormMessage;
  aside?: FormAside;
}
export interface FormField {
  /**
   * The field's key in what is sent, for example "businessName". Letters and digits only.
   */
  name: string;
  /**
   * The text shown above the field.
   */
  label: string;
  /**
   * What kind of answer the field takes; phones use tel, dates use date.
   */
  type: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'select' | 'textarea';
  /**
   * true when the form cannot be sent with this field empty.
   */
  required?: boolean;
  /**
   * A light example inside the empty field, like "jane@example.com".
   */
  placeholder?: string;
  /**
   * A hint for the browser's autofill, such as "name", "email" or "tel".
   */
  autocomplete?: string;
  /**
   * half lets two fields share a row on wide screens.
   */
  width?: 'full' | 'half';
  /**
   * Height of a textarea in lines.
   */
  rows?: number;
  /**
   * Smallest allowed number (number fields).
   */
  min?: number;
  /**
   * Largest allowed number (number fields).
   */
  max?: number;
  /**
   * The most characters allowed.
   */
  maxLength?: number;
  /**
   * The choices of a select field.
   *
   * @minItems 1
   */
  options?: [FormOption, ...FormOption[]];
  messages?: FieldMessages;
}
export interface FormOption {
  /**
   * What is sent. It may not be empty.
   */
  value: string;
  /**
   * What the visitor sees.
   */
  label: string;
}
/**
 * The sentences shown when this field is filled in wrongly (forms whose validation is "messages").
 */
export interface FieldMessages {
  /**
   * Shown when a required field is empty.
   */
  required?: string;
  /**
   * Shown when the answer is longer than maxLength.
   */
  maxLength?: string;
  /**
   * Shown when an email address is not valid.
   */
  format?: string;
}
export interface ExternalSubmission {
  /**
   * Really send to the form-collection service, under the "formId" of site.json.
   */
  mode: 'external';
  /**
   * How long to wait for the service before giving up.
   */
  timeoutMs?: number;
}
export interface SimulatedSubmission {
  /**
   * Send nothing: wait, thank the visitor and clear the form. For sample sites.
   */
  mode: 'simulated';
  /**
   * How long the button shows the sending state.
   */
  delayMs?: number;
}
export interface FormMessage {
  /**
   * The notification's title.
   */
  title: string;
  /**
   * The sentence under the title.
   */
  description: string;
}
/**
 * The site's contact details, hours and notes shown with the form: a column beside it, a row of tiles above it or a list on its panel, as layout says.
 */
export interface FormAside {
  /**
   * The column's heading.
   */
  heading?: string;
  /**
   * Show the phone, email and address from the site document.
   */
  showContact?: boolean;
  /**
   * Show the opening hours from the site document.
   */
  showHours?: boolean;
  /**
   * The heading above the opening hours.
   */
  hoursHeading?: string;
  /**
   * The small title above the phone number in the tiles layout, like "Call the shop".
   */
  phoneLabel?: string;
  /**
   * The small title above the email address in the tiles layout.
   */
  emailLabel?: string;
  /**
   * The small title above the address in the tiles layout, like "Visit us".
   */
  addressLabel?: string;
  /**
   * Short notes under the contact details, each with an icon.
   */
  notes?: AsideNote[];
}
export interface AsideNote {
  icon?: IconName;
  /**
   * The note's title.
   */
  title: string;
  /**
   * A sentence under the title.
   */
  text: string;
}
/**
 * A grid of pictures with optional filter buttons. Choosing a picture opens it full screen, with next and previous.
 */
export interface GalleryBlock {
  /**
   * The kind of section: "gallery", pictures with optional filter buttons and a full-screen viewer. Write it first; it decides which other properties the section has.
   */
  type: 'gallery';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  variant?: GalleryLook;
  /**
   * The text of the button that shows every picture.
   */
  allLabel?: string;
  filters?: Filters;
  /**
   * The pictures, in the order shown.
   *
   * @minItems 1
   */
  items: [GalleryItem, ...GalleryItem[]];
}
export interface GalleryItem {
  /**
   * A name for this picture, unique in the gallery, so a featured section on another page can show it: "modern-farmhouse". Only needed for pictures shown elsewhere.
   */
  id?: string;
  image: Image;
  /**
   * The caption under the picture.
   */
  title: string;
  /**
   * Which filter button shows this picture. A category without a button is allowed: the picture then shows under the all button only.
   */
  category?: string;
  text?: Text;
  status?: StatusLabel;
  href?: Href;
  facts?: Facts;
}
/**
 * The big opening section of a page: a headline, a sentence and up to three buttons over a background picture.
 */
export interface HeroBlock {
  /**
   * The kind of section: "hero", the big opening section of a page. Write it first; it decides which other properties the section has.
   */
  type: 'hero';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * A sentence under the headline.
   */
  text?: string;
  /**
   * Buttons under the headline.
   *
   * @maxItems 3
   */
  actions?: [] | [Action] | [Action, Action] | [Action, Action, Action];
  /**
   * Short reassurances shown as small tags, for example "Licensed & Insured".
   *
   * @maxItems 4
   */
  badges?: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
  image?: Image;
  /**
   * full fills most of the screen (home pages); compact is a page header for inner pages.
   */
  size?: 'full' | 'compact';
  layout?: HeroLayout;
  subject?: PictureSubject;
  focus?: PictureFocus;
}
/**
 * Where the picture's subject stands, as a box in percent of the picture's width and height from its top left corner: a car drawn small at the right of a wide scene is about { "x": 67, "y": 62, "width": 31, "height": 19 }. On phones, where a band or full-bleed picture becomes a strip under the words, the strip closes in on this box so the subject fills it; on every screen, the frame, the band's zone and the full-bleed backdrop place the picture so the whole box stays in view, clear of their edges where the picture reaches that far. Without it the strip shows the whole scene and `focus` decides what a crop keeps. Give it wherever the picture is shown, inner-page banners included.
 */
export interface PictureSubject {
  /**
   * The box's left edge, in percent of the picture's width.
   */
  x: number;
  /**
   * The box's top edge, in percent of the picture's height.
   */
  y: number;
  /**
   * The box's width, in percent of the picture's width.
   */
  width: number;
  /**
   * The box's height, in percent of the picture's height.
   */
  height: number;
}
/**
 * A row of brand marks: brands you carry, partners, certifications, each a logo picture or a name set as a word mark.
 */
export interface LogoListBlock {
  /**
   * The kind of section: "logo-list", a row of names shown as word marks. Write it first; it decides which other properties the section has.
   */
  type: 'logo-list';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The names, one per mark: plain text ("Northwind") is set as a word mark, and { "name", "image" } shows the brand's logo.
   *
   * @minItems 1
   */
  items: [string | Logo, ...(string | Logo)[]];
}
export interface Logo {
  /**
   * The brand's name: read out to people who cannot see the logo.
   */
  name: string;
  image: Image;
}
/**
 * A short highlighted note: an offer, a guarantee, an opening-hours change.
 */
export interface NoticeBlock {
  /**
   * The kind of section: "notice", a short highlighted note. Write it first; it decides which other properties the section has.
   */
  type: 'notice';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  variant?: NoticeLook;
  icon?: IconName;
  /**
   * The note's title, in bold.
   */
  title: string;
  /**
   * A sentence or two under the title.
   */
  text: string;
  action?: Action;
}
/**
 * When the business is open, with the address and phone beside a sentence and buttons (a reservation, a booking). The hours, address and phone come from the site's contact details in site.json, so they are written once.
 */
export interface OpeningHoursBlock {
  /**
   * The kind of section: "opening-hours", the site's opening hours and address with buttons. Write it first; it decides which other properties the section has.
   */
  type: 'opening-hours';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The title above the list of hours.
   */
  hoursHeading?: string;
  /**
   * Show the address and phone number from site.json under the hours.
   */
  showContact?: boolean;
  /**
   * Up to two buttons, such as "Reserve Table".
   *
   * @maxItems 2
   */
  actions?: [] | [Action] | [Action, Action];
}
/**
 * A simple list of named items with prices: add-ons, menu highlights, extras.
 */
export interface PriceListBlock {
  /**
   * The kind of section: "price-list", a list of prices, like a menu or a rate card. Write it first; it decides which other properties the section has.
   */
  type: 'price-list';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * How many columns on a wide screen.
   */
  columns?: 1 | 2 | 3;
  /**
   * The entries, each with a name and a price.
   *
   * @minItems 1
   */
  items: [PriceListItem, ...PriceListItem[]];
  action?: Action;
}
export interface PriceListItem {
  /**
   * What is sold, like "Haircut".
   */
  name: string;
  /**
   * As text: "$75", "$150+", "Market price".
   */
  price: string;
  /**
   * A short line under the name.
   */
  description?: string;
  /**
   * Short marks shown beside the name, like "Vegetarian" or "Gluten-free".
   *
   * @maxItems 5
   */
  marks?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string];
}
/**
 * Price tiers, as cards side by side, rows of a price list or one menu card. The highlighted tier carries a Most Popular badge.
 */
export interface PricingBlock {
  /**
   * The kind of section: "pricing", packages side by side, one of them possibly highlighted. Write it first; it decides which other properties the section has.
   */
  type: 'pricing';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The packages, side by side.
   *
   * @minItems 1
   * @maxItems 4
   */
  tiers:
    | [PricingTier]
    | [PricingTier, PricingTier]
    | [PricingTier, PricingTier, PricingTier]
    | [PricingTier, PricingTier, PricingTier, PricingTier];
  /**
   * A small line under the tiers.
   */
  note?: string;
  variant?: PricingLook;
}
export interface PricingTier {
  /**
   * The package's name.
   */
  name: string;
  /**
   * The price as text, exactly as it should read: "$1,999".
   */
  price: string;
  /**
   * Shown after the price, for example "/year".
   */
  period?: string;
  /**
   * A sentence about who the package is for.
   */
  description?: string;
  /**
   * What the package includes, one line each.
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * Marks the tier as Most Popular. At most one tier per block.
   */
  highlighted?: boolean;
  /**
   * The button text. Leave it out for "Get Started".
   */
  cta?: string;
  ctaLink?: Href;
}
/**
 * Big numbers with short labels, as a band, a slim strip, ruled key figures or cards.
 */
export interface StatsBlock {
  /**
   * The kind of section: "stats", a row of big numbers with labels. Write it first; it decides which other properties the section has.
   */
  type: 'stats';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  variant?: StatsLook;
  /**
   * The figures, in the order shown.
   *
   * @minItems 1
   * @maxItems 6
   */
  items:
    | [Stat]
    | [Stat, Stat]
    | [Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat, Stat];
}
export interface Stat {
  /**
   * The number, written as it should appear: "500+", "98%".
   */
  value: string;
  /**
   * The words under the figure, like "Happy clients".
   */
  label: string;
  icon?: IconName;
}
/**
 * The people behind the business.
 */
export interface TeamBlock {
  /**
   * The kind of section: "team", people with their photo, name and role. Write it first; it decides which other properties the section has.
   */
  type: 'team';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  variant?: TeamLook;
  /**
   * The people, written out here, in the order shown. Leave it out when "people" names them.
   *
   * @minItems 1
   */
  members?: [TeamMember, ...TeamMember[]];
  /**
   * The people as entries of a person collection of the site, in the order shown, each as its collection and file name ("stylists/jasmine-reyes" is collections/stylists/jasmine-reyes.json): each card shows the person's name, role, photo and experience (or bio). Leave "members" out when this names them.
   *
   * @minItems 1
   */
  people?: [Reference, ...Reference[]];
}
export interface TeamMember {
  /**
   * The person's name.
   */
  name: string;
  /**
   * What the person does, like "Senior stylist".
   */
  role: string;
  /**
   * A short line such as "12 years experience".
   */
  experience: string;
  image?: Image;
}
/**
 * Quotes from happy customers, each with an optional star rating.
 */
export interface TestimonialsBlock {
  /**
   * The kind of section: "testimonials", quotes from customers. Write it first; it decides which other properties the section has.
   */
  type: 'testimonials';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * The quotes, in the order shown.
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]];
}
export interface Testimonial {
  /**
   * What the customer said, without quotation marks (the page adds them).
   */
  quote: string;
  /**
   * Who said it.
   */
  author: string;
  /**
   * Who the author is: a role or business name.
   */
  business?: string;
  /**
   * Stars out of five. Leave it out for five stars.
   */
  rating?: number;
}
/**
 * A story: a heading and paragraphs, with an optional picture, checklist and buttons.
 */
export interface TextBlock {
  /**
   * The kind of section: "text", paragraphs of text, optionally beside a picture. Write it first; it decides which other properties the section has.
   */
  type: 'text';
  /**
   * A name for this section so links can jump to it: "contact" makes "#contact" land here. Lower-case letters, digits and dashes.
   */
  anchor?: string;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: default (the page colour), muted (a soft tint), primary (the brand colour) or dark.
   */
  tone?: 'default' | 'muted' | 'primary' | 'dark';
  /**
   * Each entry is one paragraph of plain text.
   *
   * @minItems 1
   */
  paragraphs: [string, ...string[]];
  /**
   * A short checklist after the paragraphs.
   */
  highlights?: string[];
  image?: Image;
  variant?: StoryLook;
  quote?: Quote;
  /**
   * Which side the picture stands on, on wide screens, in the beside look.
   */
  imagePosition?: 'left' | 'right';
  /**
   * Buttons under the text, the main one first.
   *
   * @maxItems 2
   */
  actions?: [] | [Action] | [Action, Action];
}
/**
 * Words from a person of the story, shown large by the quote look.
 */
export interface Quote {
  /**
   * The words quoted, without quotation marks: one or two short sentences.
   */
  text: string;
  /**
   * Who said it, like "Dave Morrison, founder".
   */
  cite: string;
}
/**
 * A dish on a restaurant's menu, written once and shown by every section that lists the menu (a collection list in the price-list look): its name, price, a short description, its course and what it suits.
 */
export interface DishEntry {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The dish as the menu names it, like "Tagliatelle al Ragu".
   */
  name: string;
  /**
   * Its price in dollars, without a sign: 26, or 12.5 for $12.50.
   */
  price: number;
  /**
   * A short line under its name: what is in it.
   */
  description?: string;
  /**
   * Where it sits on the menu. A list sorted by course runs as a meal does: starters, soups, salads, pasta and risotto, mains, sides, desserts, then drinks.
   */
  course: 'starter' | 'soup' | 'salad' | 'pasta' | 'main' | 'side' | 'dessert' | 'drink';
  /**
   * What it suits, shown as short marks beside it: vegetarian, vegan, gluten-free, dairy-free, nut-free.
   */
  dietary?: ('vegetarian' | 'vegan' | 'gluten-free' | 'dairy-free' | 'nut-free')[];
  /**
   * true marks a dish to show in featured lists (a collection list filtered by "featured"), such as a few favourites on the home page.
   */
  featured?: boolean;
  picture?: Image;
  /**
   * true keeps the entry out of every page, list, feed and sitemap: it is never built, and no published page may link to it.
   */
  draft?: boolean;
}
/**
 * A home for sale or sold: a page of its own with its photos, price, facts, description and agent; a card or a gallery picture in the collection's lists.
 */
export interface ListingEntry {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The entry's title: its heading, the browser tab and the search result title.
   */
  title: string;
  /**
   * One or two sentences that search engines show under the title (50 to 170 characters).
   */
  description: string;
  /**
   * true keeps the entry out of every page, list, feed and sitemap: it is never built, and no published page may link to it.
   */
  draft?: boolean;
  /**
   * The publish date, as year-month-day ("2026-03-14"). An entry dated in the future is left out of every page, list and feed until a build runs on or after that day.
   */
  date?: string;
  time?: ClockTime;
  image?: Image;
  tags?: Tags;
  /**
   * The asking price, or the price it sold for, in whole dollars without a sign or commas: 649000.
   */
  price: number;
  /**
   * active: for sale now; sold: recently sold. Gallery filters and lists pick listings by it.
   */
  status: 'active' | 'sold';
  /**
   * true marks a listing to show in featured lists (a collection list filtered by "featured").
   */
  featured?: boolean;
  /**
   * Where it is: a street address, or only the neighbourhood, like "Willow Creek, Brookhaven".
   */
  address: string;
  /**
   * How many bedrooms.
   */
  bedrooms: number;
  /**
   * How many bathrooms; a half bath counts 0.5: 2.5.
   */
  bathrooms: number;
  /**
   * The living area in square feet: 2650.
   */
  area: number;
  /**
   * Its photos, the first one on its card: each opens full screen on its page.
   *
   * @minItems 1
   * @maxItems 24
   */
  photos: [Image, ...Image[]];
  agent: Reference;
  body: RichText;
}
/**
 * A package a business sells, written once and shown by every section that lists its packages (a collection list in the pricing or price-list look): its name, price, a short description, what it includes and whether it is the most popular.
 */
export interface PackageEntry {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The package as the site names it, like "Signature".
   */
  name: string;
  /**
   * Its price in dollars, without a sign: 299, or 49.5 for $49.50.
   */
  price: number;
  /**
   * A sentence about who the package is for.
   */
  description?: string;
  /**
   * What the package includes, one line each.
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * true marks it as the most popular package: its card carries a Most Popular badge. At most one package of a collection should be.
   */
  popular?: boolean;
  /**
   * true keeps the entry out of every page, list, feed and sitemap: it is never built, and no published page may link to it.
   */
  draft?: boolean;
}
/**
 * A person of the business, written once and named by other entries (a post's author, a listing's agent, a team section's people).
 */
export interface PersonEntry {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * Their full name.
   */
  name: string;
  /**
   * What they do, like "Lead designer".
   */
  role: string;
  /**
   * true keeps the entry out of every page, list, feed and sitemap: it is never built, and no published page may link to it.
   */
  draft?: boolean;
  photo?: Image;
  /**
   * A few sentences about them.
   */
  bio?: string;
  /**
   * A short line for team sections, like "12 years experience"; a team shows the bio where this is left out.
   */
  experience?: string;
}
/**
 * A dated article of a journal or news section: a page of its own, a card in the collection's lists, an item in its feeds.
 */
export interface PostEntry {
  /**
   * Where editors find this file's rules. Leave it as it is.
   */
  $schema?: string;
  /**
   * The entry's title: its heading, the browser tab and the search result title.
   */
  title: string;
  /**
   * One or two sentences that search engines show under the title (50 to 170 characters).
   */
  description: string;
  /**
   * true keeps the entry out of every page, list, feed and sitemap: it is never built, and no published page may link to it.
   */
  draft?: boolean;
  /**
   * The publish date, as year-month-day ("2026-03-14"). An entry dated in the future is left out of every page, list and feed until a build runs on or after that day.
   */
  date: string;
  time?: ClockTime;
  image?: Image;
  author: Reference;
  /**
   * One to three sentences shown under the title in lists and feeds.
   */
  summary: string;
  cover?: Image;
  tags?: Tags;
  body: RichText;
}

/** The name of every block type, from the schema's union. */
export type BlockType = Block['type'];
