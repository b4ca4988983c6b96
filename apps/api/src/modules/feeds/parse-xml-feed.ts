import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/errors';

// Elements that hold a list: <photos><photo>…</photo></photos>, <features><feature>…</feature></features>.
const LISTS: Record<string, string> = { photos: 'photo', features: 'feature' };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Values stay text: the feed item's schema reads numbers and yes/no from text as the listing form does.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name, jpath) => jpath === 'feed.listing' || Object.values(LISTS).includes(name),
});

/**
 * The XML form of a feed (docs/partner-feed.xsd): `<feed mode="full"><listing><reference>…</reference>…</listing>
 * </feed>`, one element per field of the JSON item. Turned into the JSON body's shape, so both are validated by the
 * same schema. DOCTYPEs are refused: no entity expansion from the document itself.
 */
export function parseXmlFeed(text: string): { mode: unknown; items: unknown[] } {
  if (/<!DOCTYPE/i.test(text)) throw AppError.validation(['body'], 'A DOCTYPE is not allowed in a feed');
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw AppError.validation(['body'], `Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(text) as { feed?: { mode?: unknown; listing?: unknown[] } };
  if (!document.feed || typeof document.feed !== 'object')
    throw AppError.validation(['body'], 'The root element must be <feed>');
  const items = (document.feed.listing ?? []).map((listing) => {
    if (!listing || typeof listing !== 'object') return listing;
    const item: Record<string, unknown> = { ...(listing as Record<string, unknown>) };
    for (const [list, element] of Object.entries(LISTS)) {
      const value = item[list];
      if (value === '' || value === undefined) continue;
      item[list] =
        value && typeof value === 'object' && element in value
          ? (value as Record<string, unknown>)[element]
          : value;
    }
    return item;
  });
  return { mode: document.feed.mode, items };
}
