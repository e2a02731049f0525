import { describe, expect, it } from 'vitest';
import { WEBHOOKS_SUBSCRIBER } from './events.js';
import { isFormEnterHeard } from './form-enter-audience.js';

const formEnter = (enabled: boolean) => ({
  webhooks: { formEnter: { enabled, target: 'https://organizator.example/wejscie' } },
});

describe('form.entered is written only when someone listens', () => {
  it('the webhooks subscriber alone listens only for a project whose formEnter webhook is enabled', () => {
    expect(isFormEnterHeard([WEBHOOKS_SUBSCRIBER], formEnter(true))).toBe(true);
    expect(isFormEnterHeard([WEBHOOKS_SUBSCRIBER], formEnter(false))).toBe(false);
    expect(isFormEnterHeard([WEBHOOKS_SUBSCRIBER], {})).toBe(false);
    expect(isFormEnterHeard([WEBHOOKS_SUBSCRIBER], { webhooks: null })).toBe(false);
    expect(isFormEnterHeard([], formEnter(false))).toBe(false);
  });

  it('any other subscriber of form.entered hears every project, whatever its webhook settings', () => {
    expect(isFormEnterHeard([WEBHOOKS_SUBSCRIBER, 'plugin:stats:visits'], formEnter(false))).toBe(true);
    expect(isFormEnterHeard(['plugin:stats:visits'], {})).toBe(true);
  });
});
