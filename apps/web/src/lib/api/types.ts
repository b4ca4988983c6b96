import type { Property, PropertySummary } from '@tbilisi/contracts';

export type { Property, PropertySummary };

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
