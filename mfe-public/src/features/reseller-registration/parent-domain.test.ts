import { describe, expect, it } from '@jest/globals';
import { parentDomainOf, resellerSiteUrl } from './parent-domain';

describe('parentDomainOf', () => {
  it.each([
    ['localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['[::1]', 'localhost'],
    ['voiceapp.example', 'voiceapp.example'],
    ['www.voiceapp.example', 'voiceapp.example'],
    ['WWW.VoiceApp.Example.', 'voiceapp.example'],
  ])('%s -> %s', (host, parent) => {
    expect(parentDomainOf(host)).toBe(parent);
  });
});

describe('resellerSiteUrl', () => {
  it('keeps the protocol and the port of the current page', () => {
    expect(
      resellerSiteUrl('acme', { protocol: 'http:', hostname: 'localhost', port: '3000' }),
    ).toBe('http://acme.localhost:3000');
    expect(
      resellerSiteUrl('acme', { protocol: 'https:', hostname: 'www.voiceapp.example', port: '' }),
    ).toBe('https://acme.voiceapp.example');
  });
});
