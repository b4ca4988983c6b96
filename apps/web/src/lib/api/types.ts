import type { DuplicateMatch, Offer, Property, PropertySummary } from '@tbilisi/contracts';

export type { DuplicateMatch, Offer, Property, PropertySummary };

/** GET /api/auth/me (the api's userSchema; contracts does not export it yet). */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: string;
  email_verified: boolean;
  created_at: string;
}

export interface AuthResponse {
  user: User;
  access_token: string;
  token_type: 'bearer';
}

export interface MessageResponse {
  message: string;
}

export interface UploadedFile {
  url: string;
  name: string;
}

/** GET /api/dashboard/stats: the Analytics tab's figures. */
export interface DashboardStats {
  totalViews: number;
  inquiries: number;
  activeListings: number;
  savedListings: number;
  /** the last 30 days, oldest first */
  viewsByDay: { day: string; views: number }[];
}

/** GET /api/moderation/duplicates: what a moderator reviews (the api's reviewSchema; not in contracts). */
export interface DuplicateReview {
  groups: {
    id: number;
    confirmed_at: string | null;
    listings: {
      id: number;
      title: string;
      address: string;
      status: string;
      /** GEL */
      rent_amount: number;
      is_group_lead: boolean;
      owner_id: number;
      poster_role: string;
    }[];
  }[];
  near_duplicates: {
    property_id: number;
    other_id: number;
    score: number;
    reasons: DuplicateMatch['reasons'];
  }[];
  reports: { id: number; property_id: number; description: string; created_at: string }[];
}

export type DuplicateDecision = 'confirmed' | 'split';
