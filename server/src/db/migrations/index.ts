import type { Migration } from 'kysely';
import type { Dialect } from '../database';
import type { MigrationFactory } from './helpers';
import { initial } from './0001_initial';
import { seedPackages } from './0002_seed_packages';
import { emailAuthContact } from './0003_email_auth_contact';
import { resellersPayments } from './0004_resellers_payments';
import { billing } from './0005_billing';
import { subscriptionProviderEvents } from './0006_subscription_provider_events';
import { assistants } from './0007_assistants';
import { assistantListIndexes } from './0008_assistant_list_indexes';
import { callsDemoRequests } from './0009_calls_demo_requests';
import { callStatsWebhookDeliveries } from './0010_call_stats_webhook_deliveries';
import { adminConsolesAuditLog } from './0011_admin_consoles_audit_log';
import { revenueTotalsCallIndexes } from './0012_revenue_totals_call_indexes';
import { emailQueue } from './0013_email_queue';
import { sessionLineage } from './0014_session_lineage';
import { callBilledMinutes } from './0015_call_billed_minutes';
import { scheduledPlanChange } from './0016_scheduled_plan_change';
import { twoFactor } from './0017_two_factor';
import { emailNotifications } from './0018_email_notifications';
import { webhookInbox } from './0019_webhook_inbox';
import { callLogSearch } from './0020_call_log_search';
import { knowledgeBase } from './0021_knowledge_base';
import { bookings } from './0022_bookings';
import { planAssistantFeatures } from './0023_plan_assistant_features';
import { transferDestinations } from './0024_transfer_destinations';
import { customTools } from './0025_custom_tools';
import { bookingToolIds } from './0026_booking_tool_ids';
import { assistantKnowledgeRemote } from './0027_assistant_knowledge_remote';
import { apiKeys } from './0028_api_keys';
import { eventWebhooks } from './0029_event_webhooks';
import { idempotencyKeys } from './0030_idempotency_keys';
import { calcomCalendar } from './0031_calcom_calendar';
import { assistantWebhookEndpoints } from './0032_assistant_webhook_endpoints';
import { doNotCall } from './0034_do_not_call';
import { campaigns } from './0035_campaigns';
import { eventDeliveryLogIndex } from './0036_event_delivery_log_index';
import { campaignDialling } from './0037_campaign_dialling';
import { doNotCallTool } from './0039_do_not_call_tool';
import { callTotalsByDirection } from './0040_call_totals_by_direction';
import { resellerCustomDomains } from './0042_reseller_custom_domains';
import { siteContents } from './0043_site_contents';
import { resellerEmailSenders } from './0044_reseller_email_senders';
import { legalPages } from './0045_legal_pages';
import { remoteReleases } from './0046_remote_releases';
import { siteLanguage } from './0048_site_language';
import { userLanguage } from './0049_user_language';

/** Every migration, in order. Add new files here; names sort in execution order. */
const MIGRATIONS: Record<string, MigrationFactory> = {
  '0001_initial': initial,
  '0002_seed_packages': seedPackages,
  '0003_email_auth_contact': emailAuthContact,
  '0004_resellers_payments': resellersPayments,
  '0005_billing': billing,
  '0006_subscription_provider_events': subscriptionProviderEvents,
  '0007_assistants': assistants,
  '0008_assistant_list_indexes': assistantListIndexes,
  '0009_calls_demo_requests': callsDemoRequests,
  '0010_call_stats_webhook_deliveries': callStatsWebhookDeliveries,
  '0011_admin_consoles_audit_log': adminConsolesAuditLog,
  '0012_revenue_totals_call_indexes': revenueTotalsCallIndexes,
  '0013_email_queue': emailQueue,
  '0014_session_lineage': sessionLineage,
  '0015_call_billed_minutes': callBilledMinutes,
  '0016_scheduled_plan_change': scheduledPlanChange,
  '0017_two_factor': twoFactor,
  '0018_email_notifications': emailNotifications,
  '0019_webhook_inbox': webhookInbox,
  '0020_call_log_search': callLogSearch,
  '0021_knowledge_base': knowledgeBase,
  '0022_bookings': bookings,
  '0023_plan_assistant_features': planAssistantFeatures,
  '0024_transfer_destinations': transferDestinations,
  '0025_custom_tools': customTools,
  '0026_booking_tool_ids': bookingToolIds,
  '0027_assistant_knowledge_remote': assistantKnowledgeRemote,
  '0028_api_keys': apiKeys,
  '0029_event_webhooks': eventWebhooks,
  '0030_idempotency_keys': idempotencyKeys,
  '0031_calcom_calendar': calcomCalendar,
  '0032_assistant_webhook_endpoints': assistantWebhookEndpoints,
  '0034_do_not_call': doNotCall,
  '0035_campaigns': campaigns,
  '0036_event_delivery_log_index': eventDeliveryLogIndex,
  '0037_campaign_dialling': campaignDialling,
  '0039_do_not_call_tool': doNotCallTool,
  '0040_call_totals_by_direction': callTotalsByDirection,
  '0042_reseller_custom_domains': resellerCustomDomains,
  '0043_site_contents': siteContents,
  '0044_reseller_email_senders': resellerEmailSenders,
  '0045_legal_pages': legalPages,
  '0046_remote_releases': remoteReleases,
  '0048_site_language': siteLanguage,
  '0049_user_language': userLanguage,
};

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]),
  );
}
