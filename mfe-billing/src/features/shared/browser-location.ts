/** Full-page navigation to a page outside the app (the payment provider's checkout); a seam for tests. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
