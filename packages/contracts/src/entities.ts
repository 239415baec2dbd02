import type { Role } from './roles';

/** Envelope used by most endpoints: {success, message, data}. */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** Validation failure (HTTP 422). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  company: string | null;
  bio: string | null;
  profile_picture: string | null;
  reseller_name: string | null;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface RegisterResponse extends LoginResponse {
  message: string;
}

/** GET /api/public-settings data (spec 000 §3 plus branding fields of §1). */
export interface PublicSettings {
  site_title: string;
  site_tagline: string;
  meta_description: string;
  logo_url: string | null;
  homepage_banner: string | null;
  company_phone: string | null;
  company_email: string | null;
  company_name: string | null;
  primary_color: string;
  secondary_color: string;
  footer_text: string | null;
  website: string | null;
  support_email: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  social_links: Record<string, string>;
  /** True on the platform's main host (or localhost), false on a reseller's subdomain. */
  is_main_host: boolean;
  features: {
    showDemoRequest: boolean;
    showContactForm: boolean;
    showPricing: boolean;
    showTestimonials: boolean;
  };
}

export interface DashboardOverview {
  total_assistants: number;
  total_calls: number;
  calls_today: number;
  total_minutes: number;
  this_month_minutes: number;
  avg_duration: number;
}

export interface RecentCall {
  id: number;
  call_id: string;
  phone_number: string | null;
  status: string;
  assistant_name: string | null;
  /** seconds */
  duration: number;
  start_time: string | null;
}

export interface DashboardStats {
  overview: DashboardOverview;
  recent_calls: RecentCall[];
}

export interface AdminOverview {
  total_users: number;
  active_users: number;
  total_calls: number;
  calls_today: number;
  total_minutes: number;
  this_month_minutes: number;
  total_revenue: number;
  revenue_this_month: number;
}

export interface TopAssistant {
  id: number;
  name: string;
  type: AssistantType;
  total_calls: number;
  user_name: string | null;
  phone_number: string | null;
}

export interface AdminDashboardStats {
  overview: AdminOverview;
  top_assistants: TopAssistant[];
}

/** Subscription package (spec 001 §3; landing uses a subset). */
export interface Package {
  id: number;
  name: string;
  description: string;
  price: number;
  yearly_price: number;
  features: string[];
  is_popular: boolean;
  monthly_minutes_limit: number;
  voice_agents_limit: number;
  analytics_level: string;
  support_level: string;
  monthly_payment_link: string | null;
  yearly_payment_link: string | null;
  extra_per_minute_charge: number;
}

export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export type AssistantType = 'demo' | 'production';
