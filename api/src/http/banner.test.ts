import { describe, expect, it } from 'vitest';
import { banner } from './banner.js';

describe('start-up banner', () => {
  it('prints the admin URL, the demo login and an embed snippet', () => {
    const text = banner('http://localhost:3000', true);
    expect(text).toContain('http://localhost:3000/admin');
    expect(text).toContain('admin@zapisy.local / zapisy-demo');
    expect(text).toContain(
      '<script async src="http://localhost:3000/embed.js"></script>\n    <div data-zapisy-widget="form" data-project="demo"></div>',
    );
  });

  it('leaves the login out when the demo user does not exist', () => {
    expect(banner('https://zapisy.example.pl', false)).not.toContain('zapisy-demo');
  });
});
