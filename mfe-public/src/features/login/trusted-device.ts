// The device token of "Trust this device", kept in this browser per email: sent with the next sign-in's password
// so that the server can skip the code (it checks the token, its 30 days and the password it was made under).

const keyOf = (email: string) => `voice.trusted-device.${email.trim().toLowerCase()}`;

export function trustedDeviceToken(email: string): string | undefined {
  try {
    return window.localStorage.getItem(keyOf(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberTrustedDevice(email: string, token: string): void {
  try {
    window.localStorage.setItem(keyOf(email), token);
  } catch {
    // Storage refused (private mode): the next sign-in asks for the code again.
  }
}
