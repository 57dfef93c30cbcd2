import { ACADEMY, ACADEMY_INSTRUCTOR, sessionTimes, type AcademySession } from "~/features/academy/content";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";
import { organizationRef, postalAddressJsonLd, type JsonLd } from "~/site/seo/json-ld";

/**
 * One academy term as a schema.org Event with every property Google's event rich result requires
 * (name, startDate, location) and recommends (endDate, description, image, offers, organizer,
 * performer, eventStatus, eventAttendanceMode).
 */
export function academyEventJsonLd(session: AcademySession): JsonLd {
  const { startDate, endDate } = sessionTimes(session);
  const pageUrl = absoluteUrl("/akademi");
  return {
    "@context": "https://schema.org",
    "@type": "EducationEvent",
    "@id": `${pageUrl}#donem-${session.saturday}`,
    name: ACADEMY.name,
    description: ACADEMY.description,
    url: pageUrl,
    startDate,
    endDate,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    inLanguage: "tr-TR",
    maximumAttendeeCapacity: ACADEMY.seats,
    location: {
      "@type": "Place",
      name: ACADEMY.venueName,
      address: postalAddressJsonLd(),
    },
    image: [absoluteUrl(site.ogImagePath)],
    offers: {
      "@type": "Offer",
      price: ACADEMY.price,
      priceCurrency: ACADEMY.currency,
      availability: "https://schema.org/InStock",
      url: site.academyPaymentUrl,
      validFrom: ACADEMY.offerValidFrom,
    },
    organizer: { ...organizationRef(), url: absoluteUrl("/") },
    performer: { "@type": "Person", name: ACADEMY_INSTRUCTOR.name, jobTitle: ACADEMY_INSTRUCTOR.role },
  };
}
