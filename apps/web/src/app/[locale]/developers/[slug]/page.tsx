// A developer's page is an organisation's page like an agency's: one route body for both addresses.
export { default, generateMetadata } from '../../agencies/[slug]/page';
