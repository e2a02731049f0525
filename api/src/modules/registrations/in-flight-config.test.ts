import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { DEFAULT_MAX_REGISTRATIONS_IN_FLIGHT } from './in-flight.js';

describe('REGISTRATION_MAX_IN_FLIGHT — "When the system is saturated it may answer 202"', () => {
  it('defaults to 200 in-flight registrations', () => {
    expect(loadConfig({}).registrationMaxInFlight).toBe(200);
    expect(DEFAULT_MAX_REGISTRATIONS_IN_FLIGHT).toBe(200);
  });

  it('reads a whole number (0: every registration is finished in the background)', () => {
    expect(loadConfig({ REGISTRATION_MAX_IN_FLIGHT: '50' }).registrationMaxInFlight).toBe(50);
    expect(loadConfig({ REGISTRATION_MAX_IN_FLIGHT: '0' }).registrationMaxInFlight).toBe(0);
  });

  it.each(['-1', 'dużo', '1.5', '100001'])('refuses %s at start-up', (value) => {
    expect(() => loadConfig({ REGISTRATION_MAX_IN_FLIGHT: value })).toThrow(ConfigError);
    try {
      loadConfig({ REGISTRATION_MAX_IN_FLIGHT: value });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toContain('REGISTRATION_MAX_IN_FLIGHT');
    }
  });
});
