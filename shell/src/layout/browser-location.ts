/** Full-page navigation (another origin, or a URL the server chose); one seam so tests can observe it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
