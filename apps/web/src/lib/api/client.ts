import type {
  CornerBuildingInput,
  CornerBuildingList,
  AuthResponse,
  MyProjectsResponse,
  Project,
  ProjectCreateBody,
  ProjectPhotosBody,
  ProjectSearchResponse,
  ProjectUpdateBody,
  UnitTypeCreateBody,
  UnitTypeUpdateBody,
  EstimateRequest,
  EstimateResponse,
  StatisticsResponse,
  VitalsSummary,
  CheckDuplicatesBody,
  ContactBody,
  Count,
  Created,
  DashboardStats,
  DuplicateDecisionBody,
  DuplicateMatch,
  DuplicateReview,
  LoginBody,
  MapPoints,
  MessageResponse,
  Property,
  PropertyCreateBody,
  PropertySummary,
  PropertyUpdateBody,
  RecordedView,
  RegisterBody,
  ReportBody,
  ToggleSave,
  UpdateProfileBody,
  User,
  Organisation,
  MyOrganisation,
  OrganisationDirectory,
  OrganisationListings,
  OrganisationInput,
  OrganisationReviewList,
  OrganisationUpdate,
} from '@tbilisi/contracts';
import { toApiError } from './errors';

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A listing's prices over time and days on market (GET /api/properties/{id}/price-history). */
export interface PriceHistory {
  confirmed_at: string | null;
  is_expired: boolean;
  first_listed_at: string;
  days_on_market: number;
  changes: { changed_at: string; old_price: number | null; new_price: number; currency: string }[];
}

/*
 * Every call's body and answer are the contract's types (packages/contracts), the same schemas the api validates
 * and answers with: a renamed field fails the web's typecheck, not a visitor's request.
 */

export interface ApiTransport {
  /** '' in the browser (same origin, proxied), the api's own URL on the server */
  baseUrl: string;
  headers?: Record<string, string>;
  /** Next.js fetch cache hints for the server */
  next?: { revalidate?: number | false; tags?: string[] };
}

type Json = object;

async function call<T>(
  transport: ApiTransport,
  path: string,
  init: { method?: string; json?: Json; query?: string } = {},
): Promise<T> {
  const url = `${transport.baseUrl}/api${path}${init.query ? `?${init.query}` : ''}`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(init.json ? { 'content-type': 'application/json' } : {}),
      ...transport.headers,
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
    cache: transport.next ? undefined : 'no-store',
    next: transport.next,
  });
  if (!response.ok) throw await toApiError(response);
  const type = response.headers.get('content-type') ?? '';
  // A non-JSON answer is read as text (docs/product/api.md#conventions).
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

export function createApi(transport: ApiTransport) {
  return {
    searchProperties: (query: string) => call<PropertySummary[]>(transport, '/properties/search', { query }),
    countSearchResults: (query: string) => call<Count>(transport, '/properties/search/count', { query }),
    countProperties: () => call<Count>(transport, '/properties/count'),
    mapPoints: (query: string) => call<MapPoints>(transport, '/properties/map', { query }),
    getProperty: (id: number) => call<Property>(transport, `/properties/${id}`),
    statistics: (query: string) => call<StatisticsResponse>(transport, '/statistics', { query }),
    searchProjects: (query: string) => call<ProjectSearchResponse>(transport, '/projects', { query }),
    getProject: (id: number) => call<Project>(transport, `/projects/${id}`),
    myProjects: () => call<MyProjectsResponse>(transport, '/projects/mine'),
    createProject: (body: ProjectCreateBody) =>
      call<Project>(transport, '/projects', { method: 'POST', json: body }),
    updateProject: (id: number, body: ProjectUpdateBody) =>
      call<Project>(transport, `/projects/${id}`, { method: 'PATCH', json: body }),
    addUnitType: (id: number, body: UnitTypeCreateBody) =>
      call<Project>(transport, `/projects/${id}/unit-types`, { method: 'POST', json: body }),
    updateUnitType: (id: number, unitTypeId: number, body: UnitTypeUpdateBody) =>
      call<Project>(transport, `/projects/${id}/unit-types/${unitTypeId}`, { method: 'PATCH', json: body }),
    removeUnitType: (id: number, unitTypeId: number) =>
      call<Project>(transport, `/projects/${id}/unit-types/${unitTypeId}`, { method: 'DELETE' }),
    addProjectPhotos: (id: number, body: ProjectPhotosBody) =>
      call<Project>(transport, `/projects/${id}/photos`, { method: 'POST', json: body }),
    removeProjectPhoto: (id: number, photoId: number) =>
      call<Project>(transport, `/projects/${id}/photos/${photoId}`, { method: 'DELETE' }),
    priceHistory: (id: number) => call<PriceHistory>(transport, `/properties/${id}/price-history`),
    propertyEstimate: (id: number) => call<EstimateResponse>(transport, `/properties/${id}/estimate`),
    estimate: (body: EstimateRequest) =>
      call<EstimateResponse>(transport, '/estimate', { method: 'POST', json: body }),
    recordView: (id: number) => call<RecordedView>(transport, `/properties/${id}/view`, { method: 'POST' }),
    myProperties: () => call<PropertySummary[]>(transport, '/properties/my-properties'),
    savedProperties: () => call<PropertySummary[]>(transport, '/properties/saved'),
    dashboardStats: () => call<DashboardStats>(transport, '/dashboard/stats'),
    toggleSave: (id: number) =>
      call<ToggleSave>(transport, `/properties/${id}/toggle-save`, {
        method: 'POST',
      }),
    unsave: (id: number) => call<MessageResponse>(transport, `/properties/${id}/save`, { method: 'DELETE' }),
    createProperty: (body: PropertyCreateBody) =>
      call<Property>(transport, '/properties', { method: 'POST', json: body }),
    updateProperty: (id: number, body: PropertyUpdateBody) =>
      call<Property>(transport, `/properties/${id}`, { method: 'PUT', json: body }),
    deleteProperty: (id: number) =>
      call<MessageResponse>(transport, `/properties/${id}`, { method: 'DELETE' }),
    checkDuplicates: (body: CheckDuplicatesBody) =>
      call<{ matches: DuplicateMatch[] }>(transport, '/properties/check-duplicates', {
        method: 'POST',
        json: body,
      }),
    duplicateReview: () => call<DuplicateReview>(transport, '/moderation/duplicates'),
    vitalsSummary: () => call<VitalsSummary>(transport, '/moderation/vitals'),
    decideDuplicatePair: (body: DuplicateDecisionBody) =>
      call<MessageResponse>(transport, '/moderation/duplicates/decisions', { method: 'POST', json: body }),
    me: () => call<User>(transport, '/auth/me'),
    updateMe: (body: UpdateProfileBody) => call<User>(transport, '/auth/me', { method: 'PUT', json: body }),
    login: (body: LoginBody) => call<AuthResponse>(transport, '/auth/login', { method: 'POST', json: body }),
    register: (body: RegisterBody) =>
      call<AuthResponse>(transport, '/auth/register', { method: 'POST', json: body }),
    logout: () => call<MessageResponse>(transport, '/auth/logout', { method: 'POST' }),
    forgotPassword: (email: string) =>
      call<MessageResponse>(transport, '/auth/forgot-password', { method: 'POST', json: { email } }),
    resetPassword: (token: string, newPassword: string) =>
      call<MessageResponse>(transport, '/auth/reset-password', {
        method: 'POST',
        json: { token, new_password: newPassword },
      }),
    verifyEmail: (token: string) =>
      call<MessageResponse>(transport, '/auth/verify-email', { method: 'POST', json: { token } }),
    sendContactMessage: (body: ContactBody) =>
      call<Created>(transport, '/contact', { method: 'POST', json: body }),
    sendReport: (body: ReportBody) => call<Created>(transport, '/reports', { method: 'POST', json: body }),
    organisations: (query: string) => call<OrganisationDirectory>(transport, '/organisations', { query }),
    organisation: (slug: string) =>
      call<Organisation>(transport, `/organisations/${encodeURIComponent(slug)}`),
    myOrganisation: () => call<MyOrganisation>(transport, '/organisations/mine'),
    createOrganisation: (body: OrganisationInput) =>
      call<Organisation>(transport, '/organisations', { method: 'POST', json: body }),
    updateOrganisation: (body: OrganisationUpdate) =>
      call<Organisation>(transport, '/organisations/mine', { method: 'PATCH', json: body }),
    inviteAgent: (email: string) =>
      call<{ id: number; email: string }>(transport, '/organisations/mine/invitations', {
        method: 'POST',
        json: { email },
      }),
    acceptInvitation: (token: string) =>
      call<MyOrganisation>(transport, '/organisations/invitations/accept', {
        method: 'POST',
        json: { token },
      }),
    removeMember: (userId: number) =>
      call<MessageResponse>(transport, `/organisations/mine/members/${userId}`, { method: 'DELETE' }),
    organisationListings: () => call<OrganisationListings>(transport, '/organisations/mine/listings'),
    apiKeys: () => call<{ items: ApiKey[] }>(transport, '/organisations/mine/api-keys'),
    createApiKey: (name: string) =>
      call<ApiKey & { key: string }>(transport, '/organisations/mine/api-keys', {
        method: 'POST',
        json: { name },
      }),
    revokeApiKey: (id: number) =>
      call<MessageResponse>(transport, `/organisations/mine/api-keys/${id}`, { method: 'DELETE' }),
    organisationsToVerify: (query: string) =>
      call<OrganisationReviewList>(transport, '/moderation/organisations', { query }),
    verifyOrganisation: (id: number, verified: boolean) =>
      call<Organisation>(transport, `/moderation/organisations/${id}/verification`, {
        method: 'PUT',
        json: { verified },
      }),
    cornerBuildings: () => call<CornerBuildingList>(transport, '/moderation/corners'),
    addCornerBuilding: (corner: CornerBuildingInput) =>
      call<MessageResponse>(transport, '/moderation/corners', { method: 'POST', json: corner }),
    removeCornerBuilding: (corner: CornerBuildingInput) =>
      call<MessageResponse>(transport, '/moderation/corners', {
        method: 'DELETE',
        query: new URLSearchParams(corner).toString(),
      }),
    verifyListing: (id: number, verified: boolean) =>
      call<Property>(transport, `/moderation/properties/${id}/verification`, {
        method: 'PUT',
        json: { verified },
      }),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's client: same-origin `/api`, the session cookie rides along. */
export const browserApi = createApi({ baseUrl: '' });
