import { type AuditPage, RECORD_LIMITS } from "../audit-page";
import { pageRule } from "../rule";

/**
 * Structured data: the JSON-LD blocks of a page, read the way Google's rich results read them.
 * Whether a block is usable at all (parses, names schema.org, says what it describes), then, for
 * the types that earn a rich result or a knowledge panel, the properties Google's Search Central
 * guides call required (missing: the item is not eligible, an error) and recommended (a notice).
 * Microdata and RDFa are not read: the record keeps JSON-LD only, the format Google recommends.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const objects = (value: unknown): JsonObject[] => asList(value).filter(isObject);

/** A property counts as given when it has a value (0 and false are values; "" and [] are not). */
function has(node: JsonObject, property: string): boolean {
  const value = node[property];
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

/** The node's types without the schema.org prefix a full address or a compact one carries. */
function typesOf(node: JsonObject): string[] {
  return asList(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.trim().replace(SCHEMA_PREFIX, ""));
}

const isSchemaOrg = (context: unknown): boolean => {
  if (typeof context === "string") return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
  if (Array.isArray(context)) return context.some(isSchemaOrg);
  return isObject(context) && typeof context["@vocab"] === "string" && isSchemaOrg(context["@vocab"]);
};

interface TopNode {
  node: JsonObject;
  context: unknown;
}

/** Nearly every rule here reads the same nodes: each page's are found once, not once per rule. */
const topNodesOf = new WeakMap<AuditPage, TopNode[]>();
const typedNodesOf = new WeakMap<AuditPage, JsonObject[]>();

/** What each block describes at its top: its object, each item of a top-level array, each member of an @graph (with the context of the object holding it). */
function topNodes(page: AuditPage): TopNode[] {
  const cached = topNodesOf.get(page);
  if (cached !== undefined) return cached;
  const nodes: TopNode[] = [];
  for (const block of page.jsonLd) {
    for (const item of objects(block.value)) {
      if (item["@graph"] !== undefined) {
        for (const member of objects(item["@graph"])) nodes.push({ node: member, context: member["@context"] ?? item["@context"] });
      } else {
        nodes.push({ node: item, context: item["@context"] });
      }
    }
  }
  topNodesOf.set(page, nodes);
  return nodes;
}

/** Deeper than this the walk stops: real markup nests a few levels, a hostile block may nest thousands. */
const MAX_DEPTH = 32;

/** Every object of the page's blocks that names a type, at any depth (a Product inside an ItemPage, a VideoObject inside an Article). */
function typedNodes(page: AuditPage): JsonObject[] {
  const cached = typedNodesOf.get(page);
  if (cached !== undefined) return cached;
  const found: JsonObject[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
    } else if (isObject(value)) {
      if (value["@type"] !== undefined) found.push(value);
      for (const [key, child] of Object.entries(value)) if (key !== "@context") walk(child, depth + 1);
    }
  };
  for (const block of page.jsonLd) walk(block.value, 0);
  typedNodesOf.set(page, found);
  return found;
}

const nodesByIdOf = new WeakMap<AuditPage, Map<string, JsonObject>>();

/** An @id as compared: resolved against the page (a "#faq-1" and its full address are one node). */
function idKey(id: string, page: AuditPage): string {
  try {
    return new URL(id, page.finalUrl).href;
  } catch {
    return id;
  }
}

/**
 * The page's nodes by @id, across all its blocks and @graph arrays: each node that says more than
 * its @id, merged with the others naming the same @id (JSON-LD's node merging). Yoast SEO, Rank
 * Math and others describe each thing once in an @graph and refer to it elsewhere by @id alone.
 */
function nodesById(page: AuditPage): Map<string, JsonObject> {
  const cached = nodesByIdOf.get(page);
  if (cached !== undefined) return cached;
  const byId = new Map<string, JsonObject>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
    } else if (isObject(value)) {
      const id = value["@id"];
      if (typeof id === "string" && Object.keys(value).some((key) => key !== "@id" && key !== "@context")) {
        const key = idKey(id, page);
        byId.set(key, { ...byId.get(key), ...value });
      }
      for (const [key, child] of Object.entries(value)) if (key !== "@context") walk(child, depth + 1);
    }
  };
  for (const block of page.jsonLd) walk(block.value, 0);
  nodesByIdOf.set(page, byId);
  return byId;
}

/**
 * The objects a property names, each reference (`{"@id": …}`) replaced by the node it names on
 * the page, as Google reads them. A reference to nothing on the page stays as it is: the
 * properties it lacks are then missing for Google too.
 */
function resolved(page: AuditPage, value: unknown): JsonObject[] {
  return objects(value).map((item) => {
    const id = item["@id"];
    const node = typeof id === "string" ? nodesById(page).get(idKey(id, page)) : undefined;
    return node === undefined ? item : { ...node, ...item };
  });
}

const LOCAL_BUSINESS_TYPES = new Set(
  (
    "LocalBusiness AnimalShelter ArchiveOrganization AutomotiveBusiness AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash GasStation " +
    "MotorcycleDealer MotorcycleRepair ChildCare Dentist DryCleaningOrLaundry EmergencyService EmploymentAgency EntertainmentBusiness ArtGallery NightClub " +
    "FinancialService AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency FoodEstablishment Bakery BarOrPub Brewery CafeOrCoffeeShop " +
    "Distillery FastFoodRestaurant IceCreamShop Restaurant Winery GovernmentOffice HealthAndBeautyBusiness BeautySalon DaySpa HairSalon HealthClub NailSalon " +
    "TattooParlor HomeAndConstructionBusiness Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany Plumber RoofingContractor " +
    "InternetCafe LegalService Attorney Notary Library LodgingBusiness BedAndBreakfast Campground Hostel Hotel Motel Resort MedicalBusiness MedicalClinic " +
    "Optician Pharmacy Physician ProfessionalService RadioStation RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter SportsActivityLocation " +
    "ExerciseGym GolfCourse SportsClub StadiumOrArena SwimmingPool TennisComplex Store BikeStore BookStore ClothingStore ComputerStore ConvenienceStore " +
    "DepartmentStore ElectronicsStore Florist FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop HomeGoodsStore JewelryStore LiquorStore " +
    "MensClothingStore MobilePhoneStore MovieRentalStore MusicStore OfficeEquipmentStore OutletStore PawnShop PetStore ShoeStore SportingGoodsStore TireShop " +
    "ToyStore WholesaleStore TelevisionStation TouristInformationCenter TravelAgency"
  ).split(" "),
);
const ORGANIZATION_TYPES = new Set(
  "Organization Corporation OnlineBusiness OnlineStore NGO EducationalOrganization MedicalOrganization NewsMediaOrganization SportsOrganization Airline".split(" "),
);
const ARTICLE_TYPES = new Set(["Article", "NewsArticle", "BlogPosting", "TechArticle"]);
const EVENT_TYPES = new Set(
  "Event BusinessEvent ChildrensEvent ComedyEvent DanceEvent EducationEvent ExhibitionEvent Festival FoodEvent LiteraryEvent MusicEvent SaleEvent ScreeningEvent SocialEvent SportsEvent TheaterEvent VisualArtsEvent".split(
    " ",
  ),
);

/** schema.org types a site commonly uses: a type that matches one of these only when letter case is ignored is a typo Google does not forgive. */
const COMMON_TYPES = new Set([
  ...LOCAL_BUSINESS_TYPES,
  ...ORGANIZATION_TYPES,
  ...ARTICLE_TYPES,
  ...EVENT_TYPES,
  ..."Thing CreativeWork WebPage WebSite WebPageElement AboutPage ContactPage FAQPage QAPage ItemPage CollectionPage ProfilePage SearchResultsPage CheckoutPage MedicalWebPage Blog Report ScholarlyArticle Person Place PostalAddress GeoCoordinates ContactPoint OpeningHoursSpecification ImageObject VideoObject AudioObject MediaObject Clip Product ProductGroup IndividualProduct Offer AggregateOffer AggregateRating Rating Review Brand Service Course CourseInstance Recipe HowTo HowToStep Question Answer BreadcrumbList ListItem ItemList SiteNavigationElement SearchAction EntryPoint JobPosting SoftwareApplication MobileApplication WebApplication Book Movie MonetaryAmount PriceSpecification UnitPriceSpecification QuantitativeValue Country City State AdministrativeArea VirtualLocation PropertyValue DefinedTerm SpeakableSpecification WPHeader WPFooter WPSideBar Menu MenuItem Dataset ClaimReview Vehicle Car Trip Reservation Action BuyAction OrderAction ReserveAction".split(
    " ",
  ),
]);
const COMMON_BY_LOWER = new Map([...COMMON_TYPES].map((type) => [type.toLowerCase(), type]));
/** schema.org names its types in PascalCase, letters and digits only ("3DModel" starts with one). */
const TYPE_NAME = /^[A-Z0-9][A-Za-z0-9]*$/;

/** Date and date-time properties Google reads, which schema.org wants in ISO 8601. */
const DATE_PROPERTIES = ["datePublished", "dateModified", "uploadDate", "startDate", "endDate", "priceValidUntil", "validFrom", "validThrough", "expires"];
/**
 * ISO 8601 as schema.org uses it: a year, a month or a date, optionally a time (a space instead
 * of "T" is tolerated), optionally a zone.
 */
const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value.trim());
  if (match === null) return false;
  const part = (index: number, absent: number): number => Number(match[index] ?? absent);
  return part(2, 1) >= 1 && part(2, 1) <= 12 && part(3, 1) >= 1 && part(3, 1) <= 31 && part(4, 0) <= 24 && part(5, 0) <= 59 && part(6, 0) <= 60;
}

/** Text as compared for "is it on the page": letters and digits only, lower case, single spaces. */
const comparable = (text: string): string =>
  text
    .toLocaleLowerCase("tr")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const isOfType = (types: ReadonlySet<string>) => (node: JsonObject): boolean => typesOf(node).some((type) => types.has(type));
const isLocalBusiness = isOfType(LOCAL_BUSINESS_TYPES);
const isBusiness = isOfType(new Set([...LOCAL_BUSINESS_TYPES, ...ORGANIZATION_TYPES]));
const isWebSite = isOfType(new Set(["WebSite"]));
const isArticle = isOfType(ARTICLE_TYPES);
const isFaqPage = isOfType(new Set(["FAQPage"]));
const isBreadcrumbList = isOfType(new Set(["BreadcrumbList"]));
const isProduct = isOfType(new Set(["Product", "IndividualProduct", "ProductModel"]));
const isAggregateRating = isOfType(new Set(["AggregateRating"]));
const isEvent = isOfType(EVENT_TYPES);
const isVideo = isOfType(new Set(["VideoObject"]));
const mainType = (node: JsonObject): string => typesOf(node)[0] ?? "?";

/**
 * Judges the page's nodes that `select` picks: "n/a" when there is none, else the first finding
 * (`judge` returns the missing properties, or what is wrong) as "Type: finding".
 */
function judgeNodes(nodes: JsonObject[], select: (node: JsonObject) => boolean, judge: (node: JsonObject) => string[]): string | null | "n/a" {
  const picked = nodes.filter(select);
  if (picked.length === 0) return "n/a";
  for (const node of picked) {
    const problems = judge(node);
    if (problems.length > 0) return `${mainType(node)}: ${problems.join(", ")}`;
  }
  return null;
}

/** The properties of `node` that are not given; a "a|b" entry is given when either is. */
const missing = (node: JsonObject, properties: readonly string[]): string[] => properties.filter((property) => !property.split("|").some((name) => has(node, name)));

/** A named thing that has a name of its own or through its `item` (a ListItem's page). */
const named = (page: AuditPage, node: JsonObject): boolean => has(node, "name") || resolved(page, node.item).some((item) => has(item, "name"));

function offerProblems(page: AuditPage, product: JsonObject): string[] {
  for (const offer of resolved(page, product.offers)) {
    if (typesOf(offer).includes("AggregateOffer")) {
      const absent = missing(offer, ["lowPrice", "priceCurrency"]);
      if (absent.length > 0) return absent.map((property) => `offers.${property}`);
    } else if (!has(offer, "price") && !resolved(page, offer.priceSpecification).some((spec) => has(spec, "price"))) {
      return ["offers.price"];
    }
  }
  return [];
}

function ratingProblems(rating: JsonObject): string[] {
  const problems = missing(rating, ["ratingValue", "ratingCount|reviewCount"]);
  const value = Number(rating.ratingValue);
  const best = has(rating, "bestRating") ? Number(rating.bestRating) : 5;
  const worst = has(rating, "worstRating") ? Number(rating.worstRating) : 1;
  if (has(rating, "ratingValue") && (!Number.isFinite(value) || value > best || value < worst)) problems.push(`ratingValue ${String(rating.ratingValue)}`);
  return problems;
}

function locationProblems(page: AuditPage, event: JsonObject): string[] {
  const locations = asList(event.location);
  if (locations.length === 0) return ["location"];
  if (!locations.every(isObject)) return ["location (Place)"];
  for (const location of resolved(page, locations)) {
    if (typesOf(location).includes("VirtualLocation")) {
      if (!has(location, "url")) return ["location.url"];
    } else if (!has(location, "address")) {
      return ["location.address"];
    }
  }
  return [];
}

/**
 * When a structured-data rule does not apply ("n/a"):
 * - json-ld-invalid: the page has no JSON-LD block.
 * - context-missing, type-missing: no block describes a node (a block beyond
 *   RECORD_LIMITS.jsonLdChars is not read); type-unknown: no node names a type.
 * - local-business-required, organization-recommended, website-required: no top-level node (or
 *   @graph member) of that type.
 * - article-recommended, faq-required, breadcrumb-required, product-required,
 *   product-recommended, rating-required, self-serving-rating, event-required,
 *   event-recommended, video-required, video-recommended: no node of that type at any depth.
 * - faq-not-visible: no FAQPage, or the page's text was cut at RECORD_LIMITS.textChars (too long
 *   to tell what is on it).
 * - date-invalid: no node has a date property written as text.
 * - home-organization-missing: any page but the home page.
 * Microdata and RDFa are not read (see above): a page marked up only in them leaves these n/a.
 */
export const STRUCTURED_DATA_RULES = [
  pageRule({
    id: "structured-data/json-ld-invalid",
    family: "structured-data",
    severity: "error",
    weight: 6,
    check: (page) => {
      if (page.jsonLd.length === 0) return "n/a";
      const invalid = page.jsonLd.findIndex((block) => block.invalid);
      return invalid === -1 ? null : `#${invalid + 1}`;
    },
  }),
  pageRule({
    id: "structured-data/context-missing",
    family: "structured-data",
    severity: "error",
    weight: 5,
    check: (page) => {
      const nodes = topNodes(page);
      if (nodes.length === 0) return "n/a";
      const unknown = nodes.find(({ context }) => !isSchemaOrg(context));
      return unknown === undefined ? null : `${mainType(unknown.node)}: @context ${JSON.stringify(unknown.context ?? null).slice(0, 100)}`;
    },
  }),
  pageRule({
    id: "structured-data/type-missing",
    family: "structured-data",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const nodes = topNodes(page);
      if (nodes.length === 0) return "n/a";
      const untyped = nodes.find(({ node }) => typesOf(node).length === 0);
      return untyped === undefined ? null : Object.keys(untyped.node).slice(0, 5).join(", ");
    },
  }),
  pageRule({
    id: "structured-data/type-unknown",
    family: "structured-data",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const nodes = typedNodes(page);
      if (nodes.length === 0) return "n/a";
      for (const node of nodes) {
        for (const type of typesOf(node)) {
          // A type from another vocabulary (a full address or a prefix) is not schema.org's to judge.
          if (type.includes(":")) continue;
          const meant = COMMON_BY_LOWER.get(type.toLowerCase().replace(/[\s_-]/g, ""));
          if (meant !== undefined && meant !== type) return `${type} → ${meant}`;
          if (!TYPE_NAME.test(type)) return type;
        }
      }
      return null;
    },
  }),
  pageRule({
    id: "structured-data/local-business-required",
    family: "structured-data",
    severity: "error",
    weight: 5,
    check: (page) => judgeNodes(topNodes(page).map(({ node }) => node), isLocalBusiness, (node) => missing(node, ["name", "address"])),
  }),
  pageRule({
    id: "structured-data/organization-recommended",
    family: "structured-data",
    severity: "notice",
    weight: 2,
    // Top-level nodes only: an article's publisher is judged by the article's own guide, which asks less.
    check: (page) =>
      judgeNodes(
        topNodes(page).map(({ node }) => node),
        isBusiness,
        (node) => (isLocalBusiness(node) ? missing(node, ["url", "telephone", "openingHoursSpecification|openingHours", "geo"]) : missing(node, ["name", "url", "logo"])),
      ),
  }),
  pageRule({
    id: "structured-data/website-required",
    family: "structured-data",
    severity: "warning",
    weight: 3,
    check: (page) => judgeNodes(topNodes(page).map(({ node }) => node), isWebSite, (node) => missing(node, ["name", "url"])),
  }),
  pageRule({
    id: "structured-data/article-recommended",
    family: "structured-data",
    severity: "notice",
    weight: 2,
    check: (page) => judgeNodes(typedNodes(page), isArticle, (node) => missing(node, ["headline", "image", "datePublished", "author"])),
  }),
  pageRule({
    id: "structured-data/faq-required",
    family: "structured-data",
    severity: "error",
    weight: 4,
    check: (page) =>
      judgeNodes(typedNodes(page), isFaqPage, (node) => {
        const questions = resolved(page, node.mainEntity);
        if (questions.length === 0) return ["mainEntity"];
        for (const question of questions) {
          if (!has(question, "name")) return ["Question.name"];
          if (!resolved(page, question.acceptedAnswer).some((answer) => has(answer, "text"))) return [`acceptedAnswer.text (${String(question.name).slice(0, 80)})`];
        }
        return [];
      }),
  }),
  pageRule({
    id: "structured-data/breadcrumb-required",
    family: "structured-data",
    severity: "error",
    weight: 4,
    check: (page) =>
      judgeNodes(typedNodes(page), isBreadcrumbList, (node) => {
        const items = resolved(page, node.itemListElement);
        if (items.length === 0) return ["itemListElement"];
        for (const [index, item] of items.entries()) {
          // The last crumb is the page itself: Google does not need its address.
          const needed = index === items.length - 1 ? ["position"] : ["position", "item"];
          const problems = [...missing(item, needed), ...(named(page, item) ? [] : ["name"])];
          if (problems.length > 0) return problems.map((property) => `itemListElement[${index}].${property}`);
        }
        return [];
      }),
  }),
  pageRule({
    id: "structured-data/product-required",
    family: "structured-data",
    severity: "error",
    weight: 6,
    check: (page) =>
      judgeNodes(typedNodes(page), isProduct, (node) => [
        ...missing(node, ["name", "offers|review|aggregateRating"]),
        ...offerProblems(page, node),
      ]),
  }),
  pageRule({
    id: "structured-data/product-recommended",
    family: "structured-data",
    severity: "notice",
    weight: 2,
    check: (page) =>
      judgeNodes(typedNodes(page), isProduct, (node) => [
        ...missing(node, ["image", "description"]),
        // An AggregateOffer's currency is required (product-required) and it has no single availability.
        ...resolved(page, node.offers)
          .filter((offer) => !typesOf(offer).includes("AggregateOffer"))
          .slice(0, 1)
          .flatMap((offer) => missing(offer, ["priceCurrency", "availability"]).map((property) => `offers.${property}`)),
      ]),
  }),
  pageRule({
    id: "structured-data/rating-required",
    family: "structured-data",
    severity: "error",
    weight: 4,
    check: (page) => {
      const nodes = typedNodes(page);
      // A rating nested under aggregateRating is one whether or not it repeats its @type.
      // A reference to a typed AggregateRating elsewhere on the page is that one, judged once.
      const ratings = [...nodes.filter(isAggregateRating), ...nodes.flatMap((node) => resolved(page, node.aggregateRating).filter((rating) => rating["@type"] === undefined))];
      return judgeNodes(ratings, () => true, ratingProblems);
    },
  }),
  pageRule({
    id: "structured-data/self-serving-rating",
    family: "structured-data",
    severity: "notice",
    weight: 2,
    // Google shows no stars for reviews a business publishes about itself (review snippet guidelines, 2019).
    check: (page) =>
      judgeNodes(
        typedNodes(page),
        isBusiness,
        (node) => ["aggregateRating", "review"].filter((property) => has(node, property)),
      ),
  }),
  pageRule({
    id: "structured-data/faq-not-visible",
    family: "structured-data",
    severity: "warning",
    weight: 3,
    // Google's guidelines: marked-up questions must be visible on the page; the record's text is cut, so a long page is not judged.
    check: (page) => {
      if (page.text.length >= RECORD_LIMITS.textChars) return "n/a";
      const visible = comparable(page.text);
      return judgeNodes(typedNodes(page), isFaqPage, (node) =>
        resolved(page, node.mainEntity)
          .map((question) => (typeof question.name === "string" ? question.name : ""))
          .filter((name) => comparable(name) !== "" && !visible.includes(comparable(name)))
          .slice(0, 1),
      );
    },
  }),
  pageRule({
    id: "structured-data/event-required",
    family: "structured-data",
    severity: "error",
    weight: 5,
    check: (page) => judgeNodes(typedNodes(page), isEvent, (node) => [...missing(node, ["name", "startDate"]), ...locationProblems(page, node)]),
  }),
  pageRule({
    id: "structured-data/event-recommended",
    family: "structured-data",
    severity: "notice",
    weight: 1,
    check: (page) => judgeNodes(typedNodes(page), isEvent, (node) => missing(node, ["description", "endDate", "image", "offers", "organizer"])),
  }),
  pageRule({
    id: "structured-data/video-required",
    family: "structured-data",
    severity: "error",
    weight: 5,
    check: (page) => judgeNodes(typedNodes(page), isVideo, (node) => missing(node, ["name", "thumbnailUrl", "uploadDate"])),
  }),
  pageRule({
    id: "structured-data/video-recommended",
    family: "structured-data",
    severity: "notice",
    weight: 1,
    check: (page) => judgeNodes(typedNodes(page), isVideo, (node) => missing(node, ["description", "duration", "contentUrl|embedUrl"])),
  }),
  pageRule({
    id: "structured-data/date-invalid",
    family: "structured-data",
    severity: "warning",
    weight: 3,
    check: (page) =>
      judgeNodes(
        typedNodes(page),
        (node) => DATE_PROPERTIES.some((property) => typeof node[property] === "string"),
        (node) => DATE_PROPERTIES.filter((property) => typeof node[property] === "string" && !isIsoDate(node[property] as string)).map((property) => `${property} ${String(node[property])}`),
      ),
  }),
  // Google recommends describing the business behind the site on its home page (an Organization
  // or a LocalBusiness, possibly as a WebSite's publisher): it feeds the logo and the knowledge panel.
  pageRule({
    id: "structured-data/home-organization-missing",
    family: "structured-data",
    severity: "notice",
    weight: 3,
    check: (page, site) => {
      if (page.url !== site.startUrl && page.finalUrl !== site.homeUrl) return "n/a";
      return !typedNodes(page).some(isBusiness);
    },
  }),
];
