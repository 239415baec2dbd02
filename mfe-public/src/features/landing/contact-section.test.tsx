import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderPage } from '@voice/ui/testing';
import { ContactSection } from './contact-section';

/** The form is a lazy chunk: its first load compiles its modules, which takes seconds on a busy machine. */
const LAZY_LOAD = { timeout: 10_000 };

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** A controllable IntersectionObserver (jsdom has none). */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed element comes within the root margin of the viewport. */
  enter() {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const NEVER_IDLE = { idleAfterMs: 60_000 };

describe('ContactSection', () => {
  it('keeps the form out of the page until the section nears the viewport', async () => {
    renderPage(
      <ContactSection companyPhone={null} supportEmail={null} loadOptions={NEVER_IDLE} />,
      {
        path: '/',
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.getByText('The contact form appears here as you scroll to it.')).toBeVisible();

    const observer = must(FakeObserver.instances.at(-1));
    expect(observer.options?.rootMargin).toBe('600px 0px');
    act(() => observer.enter());

    expect(await screen.findByRole('form', { name: 'Contact us' }, LAZY_LOAD)).toBeVisible();
    expect(screen.getByLabelText(/first name/i)).toBeVisible();
    expect(observer.elements).toHaveLength(0); // stops observing once loaded
  });

  it('loads the form once the page is idle, even without scrolling', async () => {
    renderPage(
      <ContactSection companyPhone={null} supportEmail={null} loadOptions={{ idleAfterMs: 10 }} />,
      { path: '/' },
    );
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact us' }, LAZY_LOAD)).toBeVisible();
  });

  it('lists the phone and support email when the tenant has them', () => {
    renderPage(
      <ContactSection
        companyPhone="+44 20 7946 0958"
        supportEmail="support@example.com"
        loadOptions={NEVER_IDLE}
      />,
      { path: '/' },
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});
