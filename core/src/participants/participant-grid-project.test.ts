import { describe, expect, it } from 'vitest';
import { OBOZ_GRID_PROJECT as project } from './participant-grid.fixture.js';
import { participantGridLinks, projectPublicOrigin } from './participant-grid-project.js';

describe('projectPublicOrigin — spec §1 "Each project is served on its own subdomain … of the product host"', () => {
  it.each([
    ['http://localhost:3000', 'localhost', 'demo', 'http://demo.localhost:3000'],
    ['https://zapisy.pl/', 'zapisy.pl', 'oboz', 'https://oboz.zapisy.pl'],
    ['https://zapisy.pl:443', 'zapisy.pl', 'oboz', 'https://oboz.zapisy.pl'],
    ['HTTP://user@zapisy.pl:8080/x', 'zapisy.pl', 'oboz', 'http://oboz.zapisy.pl:8080'],
    ['http://[::1]:80', 'localhost', 'a', 'http://a.localhost'],
  ])('%s on %s for %s → %s', (publicUrl, baseDomain, domain, origin) => {
    expect(projectPublicOrigin(publicUrl, baseDomain, domain)).toBe(origin);
  });

  it('no origin without a domain, a base domain or an http(s) address', () => {
    expect(projectPublicOrigin('https://zapisy.pl', 'zapisy.pl', '')).toBeNull();
    expect(projectPublicOrigin('https://zapisy.pl', '', 'a')).toBeNull();
    expect(projectPublicOrigin('ftp://zapisy.pl', 'zapisy.pl', 'a')).toBeNull();
  });
});

describe('participantGridLinks — first document §2 columns "survey link, form link, affiliate link" on the public routes /ankieta and /formularz', () => {
  it('absolute links on the project domain for the participant id (encoded)', () => {
    expect(participantGridLinks(project, 'p 1')).toEqual({
      formLink: 'https://oboz.zapisy.pl/formularz?p=p%201',
      surveyLink: 'https://oboz.zapisy.pl/ankieta?p=p%201',
      affiliateLink: 'https://oboz.zapisy.pl/formularz?affiliate_id=p%201',
    });
  });

  it('the survey link only with survey.enabled, the affiliate link only with registration.affiliateEnabled', () => {
    expect(participantGridLinks({ ...project, surveyEnabled: false, affiliateEnabled: false }, 'p1')).toEqual(
      {
        formLink: 'https://oboz.zapisy.pl/formularz?p=p1',
        surveyLink: null,
        affiliateLink: null,
      },
    );
  });

  it('no links without a project origin or a participant id', () => {
    const none = { formLink: null, surveyLink: null, affiliateLink: null };
    expect(participantGridLinks({ ...project, origin: null }, 'p1')).toEqual(none);
    expect(participantGridLinks(undefined, 'p1')).toEqual(none);
    expect(participantGridLinks(project, '')).toEqual(none);
  });
});
