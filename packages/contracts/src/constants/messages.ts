/**
 * The error and success catalogues of both specs (000 §8, 001 §8), word for word, so that every remote
 * and the server show the same text. Where the server sends a message, callers prefer it.
 */

export const LOGIN_MESSAGES = {
  validationDialogTitle: 'Validation Error',
  validationDialog: 'Validation Error: Please check your input and try again.',
  failedTitle: 'Login Failed',
  unexpected: 'An error occurred during login. Please try again.',
  loginAsInvalid: 'Invalid or expired token',
  loginAsFailed: 'Failed to validate token',
} as const;

export const REGISTER_MESSAGES = {
  failedTitle: 'Registration Failed',
  unexpected: 'An error occurred during registration. Please try again.',
} as const;

export const PASSWORD_MESSAGES = {
  requestFailedTitle: 'Request Failed',
  requestUnexpected: 'An error occurred. Please try again.',
  resendFailed: 'Failed to resend email. Please try again.',
  checkEmail: 'Check your email',
  invalidTokenTitle: 'Invalid Token',
  invalidToken: 'Invalid or missing reset token. Please request a new password reset link.',
  resetFailedTitle: 'Reset Failed',
  resetSuccess: 'Password reset successful!',
} as const;

export const RESELLER_MESSAGES = {
  subdomainTaken: 'This subdomain is already taken by another reseller',
  emailTaken: 'This email is already registered by another user',
  domainCheckFailed: 'Failed to check domain availability. Please try again.',
  emailCheckFailed: 'Failed to check email availability. Please try again.',
  packagesLoadFailed: 'Failed to load reseller packages',
  selectPackage: 'Please select a reseller package',
  unexpected: 'An error occurred during registration. Please try again.',
} as const;

export const IMPERSONATION_MESSAGES = {
  unknownError: 'Unknown error',
  switchEmpty: 'No users found',
} as const;

export const DASHBOARD_MESSAGES = {
  loading: 'Loading dashboard...',
  errorPrefix: 'Error: ',
  noRecentCalls: 'No recent calls found',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load user profile',
  updateFailed: 'Failed to update profile',
  updateUnexpected: 'An error occurred while updating profile',
  fixErrors: 'Please fix the errors in the form',
  updated: 'Profile updated successfully!',
  passwordFailed: 'Failed to change password',
  passwordUnexpected: 'An error occurred while changing password',
  passwordChanged: 'Password changed successfully!',
  emailCannotChange: 'Email cannot be changed',
} as const;

export const CUSTOM_SUBSCRIPTION_MESSAGES = {
  loadError: 'Error loading custom subscriptions',
  loadFailed: 'Failed to load custom subscriptions',
  createFailed: 'Failed to create custom subscription',
  activateFailed: 'Failed to activate subscription',
  resendFailed: 'Failed to resend payment link',
  copyFailed: 'Failed to copy payment link',
  created: 'Custom subscription created successfully!',
  activated: 'Subscription activated successfully!',
  resent: 'Payment link resent successfully!',
  copied: 'Payment link copied to clipboard!',
  createdTitle: 'Custom Subscription Created!',
  emptyTitle: 'No custom subscriptions',
  emptyText: 'Get started by creating a custom subscription for a client.',
  noPaymentLink: 'No payment link',
} as const;

export const CONTACT_MESSAGES = {
  failed: 'There was an error sending your message. Please try again.',
  network: 'There was an error sending your message. Please try again or contact us directly.',
} as const;

export const DELETE_CONFIRMATION = {
  title: 'Are you sure?',
  text: 'This action cannot be undone.',
  confirm: 'Yes, delete it!',
} as const;

export const ASSISTANT_LOAD_MESSAGES = {
  unauthorized: 'Please log in to access this assistant.',
  forbidden: 'You do not have permission to access this assistant.',
  notFound: 'Assistant not found. Please check the URL and try again.',
  server: 'Server error occurred. Please try again later.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'Failed to load assistant. Please check your connection and try again.',
} as const;

/** 'Failed to load assistant (Status: N). Please try again.' */
export function assistantLoadStatusMessage(status: number): string {
  return `Failed to load assistant (Status: ${status}). Please try again.`;
}

export const ASSISTANT_SAVE_MESSAGES = {
  invalid: 'Invalid data provided. Please check your inputs and try again.',
  unauthorized: 'You are not authorized to update this assistant. Please log in again.',
  needSubscription:
    'You need an active subscription to create assistants. Please subscribe to a plan to get started.',
  limitReached:
    'You have reached your assistant limit for your current subscription plan. Please upgrade your plan to create more assistants.',
  forbidden: 'You do not have permission to update this assistant.',
  notFound: 'Assistant not found. Please check the URL and try again.',
  server: 'Server error occurred. Please try again later.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  created: 'Assistant created successfully!',
  updated: 'Assistant updated successfully!',
} as const;

/** 'Failed to update assistant (Status: N). Please try again.' */
export function assistantSaveStatusMessage(status: number): string {
  return `Failed to update assistant (Status: ${status}). Please try again.`;
}

export const ASSISTANT_LIST_MESSAGES = {
  title: 'My Voice Assistants',
  noStats: 'No statistics available for this assistant.',
  noResellers: 'No resellers found',
  noUsers: 'No users found',
  notSet: 'Not set',
  deleteConfirm: 'Are you sure you want to delete this assistant? This action cannot be undone.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete assistant. Please try again.',
  deleteErrorPrefix: 'Failed to delete assistant: ',
  phoneNumbersFailed: 'Failed to load available phone numbers',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  subscribed: 'Subscription created successfully!',
  upgraded: 'Subscription upgraded successfully!',
  cancelled: 'Subscription cancelled successfully',
  subscribeFailed: 'Failed to subscribe to package',
  upgradeFailed: 'Failed to upgrade subscription',
  cancelFailed: 'Failed to cancel subscription',
  packagesFailed: 'Failed to load subscription packages',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  currentPlan: 'Current plan',
  lowerTier: 'Lower or same tier',
} as const;
