import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { loadOAuthConfig } from './config.js';

describe('Google and Facebook sign-in settings ("both flags off by default")', () => {
  it('are off without the flags, even with credentials', () => {
    const problems: string[] = [];
    expect(loadOAuthConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }, problems)).toEqual({
      google: null,
      facebook: null,
      stateTtlSeconds: 600,
    });
    expect(problems).toEqual([]);
    expect(loadConfig({}).oauth).toMatchObject({ google: null, facebook: null });
  });

  it('turn on with the flag and credentials, at the real endpoints or under a base URL', () => {
    const problems: string[] = [];
    const config = loadOAuthConfig(
      {
        GOOGLE_SIGN_IN: 'true',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        FACEBOOK_SIGN_IN: 'true',
        FACEBOOK_APP_ID: 'fid',
        FACEBOOK_APP_SECRET: 'fsecret',
        FACEBOOK_OAUTH_BASE_URL: 'http://127.0.0.1:9999/',
        OAUTH_STATE_TTL_SECONDS: '300',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(config.google).toEqual({
      clientId: 'gid',
      clientSecret: 'gsecret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(config.facebook).toEqual({
      clientId: 'fid',
      clientSecret: 'fsecret',
      authorizeUrl: 'http://127.0.0.1:9999/v19.0/dialog/oauth',
      tokenUrl: 'http://127.0.0.1:9999/v19.0/oauth/access_token',
      profileUrl: 'http://127.0.0.1:9999/me',
    });
    expect(config.stateTtlSeconds).toBe(300);
  });

  it('a flag without credentials or with a bad value fails start-up with the Polish list', () => {
    expect(() => loadConfig({ GOOGLE_SIGN_IN: 'true', FACEBOOK_SIGN_IN: 'yes' })).toThrow(ConfigError);
    try {
      loadConfig({ GOOGLE_SIGN_IN: 'true', FACEBOOK_SIGN_IN: 'yes' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'GOOGLE_SIGN_IN=true wymaga ustawienia GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
        'FACEBOOK_SIGN_IN="yes": dozwolone wartości to true, false',
      ]);
    }
  });
});
