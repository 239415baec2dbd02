/** The smallest valid PUT /api/admin/system-settings body: the required colours and flags, with `appName`. */
export function minimalSettingsForm(appName: string) {
  return {
    app_name: appName,
    primary_color: '#1D4ED8',
    secondary_color: '#047857',
    show_demo_request: true,
    show_contact_form: true,
    show_pricing: true,
    show_testimonials: true,
  };
}
