// Where the cache lives: PARETOPILOT_CACHE_DIR, then XDG_CACHE_HOME, then ~/.cache; and its layout.
import { describe, expect, it } from '@jest/globals';
import { CACHE_LAYOUT, cachePath, defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';

describe('the cache directory', () => {
  it('prefers the explicit variable, then XDG, then the home cache; empty means unset', () => {
    expect(defaultCacheDir({ PARETOPILOT_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x' }, '/home/u')).toBe('/c');
    expect(defaultCacheDir({ PARETOPILOT_CACHE_DIR: '', XDG_CACHE_HOME: '/x' }, '/home/u')).toBe(
      '/x/paretopilot-capacity',
    );
    expect(defaultCacheDir({ XDG_CACHE_HOME: '' }, '/home/u')).toBe('/home/u/.cache/paretopilot-capacity');
  });

  it('places each area under its own folder', () => {
    expect(cachePath('/c', 'builds', 'key', 'bin')).toBe('/c/builds/key/bin');
    expect(cachePath('/c', 'checkouts')).toBe(`/c/${CACHE_LAYOUT.checkouts}`);
    expect(new Set(Object.values(CACHE_LAYOUT)).size).toBe(Object.keys(CACHE_LAYOUT).length);
  });
});
