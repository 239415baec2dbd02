import {
  PublicSettingsReply,
  SystemSettingsReply,
  SystemSettingsSavedReply,
} from '@voice/contracts/replies';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

const text = { type: 'string' };
const flag = { type: ['boolean', 'string'] };

/** The form of PUT /api/admin/system-settings (read and validated by the handler: fields and pictures together). */
const settingsForm = documentedOnly({
  type: 'object',
  description:
    'JSON, or multipart/form-data with pictures; validated with the shared systemSettingsSchema. logo_file: PNG, JPG or GIF by its bytes, up to 2MB and 800x400px; banner_file: PNG, JPG or GIF, up to 5MB and 4000x4000px (SVG and anything else refused).',
  properties: {
    app_name: text,
    slogan: text,
    description: text,
    primary_color: text,
    secondary_color: text,
    show_demo_request: flag,
    show_contact_form: flag,
    show_pricing: flag,
    show_testimonials: flag,
    footer_text: text,
    terms_url: text,
    privacy_url: text,
    support_email: text,
    company_phone: text,
    website: text,
    remove_logo: flag,
    remove_banner: flag,
    logo_file: { type: 'string', format: 'binary' },
    banner_file: { type: 'string', format: 'binary' },
  },
});

export const settingsSchemas = tagged('Site settings', {
  /** 404 {success:false, message} on an unknown site. */
  publicSettings: {
    summary: "Show the site's public settings",
    response: replies({ 200: PublicSettingsReply }, [404]),
  },
  adminRead: {
    summary: "Show the site's settings",
    response: replies({ 200: SystemSettingsReply }, [401, 403, 404]),
  },
  adminSave: {
    summary: "Save the site's settings",
    consumes: ['application/json', 'multipart/form-data'],
    body: settingsForm,
    response: replies({ 200: SystemSettingsSavedReply }, [400, 401, 403, 404, 422]),
  },
});
