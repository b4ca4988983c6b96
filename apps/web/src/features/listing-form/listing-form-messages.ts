/**
 * The message namespaces the listing form's client components use: the post and edit pages send these (decision
 * 024). A plain module: a 'use client' module's exports are references on the server, not values.
 */
export const LISTING_FORM_NAMESPACES = [
  'card',
  'common',
  'deal',
  'duplicates',
  'estimate',
  'feature',
  'listingForm',
  'map',
  'offers',
  'projects',
  'propertyType',
  'renovation',
  'validation',
];
