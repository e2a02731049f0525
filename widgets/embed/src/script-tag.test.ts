import { afterEach, describe, expect, it } from 'vitest';
import { placeScriptTagWidget } from './script-tag.js';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('one-tag embedding: <script src=".../embed.js" data-widget="payment" data-project="…" data-k="…">', () => {
  it('puts the widget element right after the tag with the tag’s options, once', () => {
    const script = document.createElement('script');
    script.setAttribute('src', 'https://zapisy.test/embed.js');
    script.setAttribute('data-widget', 'payment');
    script.setAttribute('data-project', 'demo');
    script.setAttribute('data-k', 'abc.def');
    script.setAttribute('data-zapisy-origin', 'https://zapisy.test');
    const before = document.createElement('p');
    document.body.append(before, script);
    const element = placeScriptTagWidget(document, script);
    expect(element?.outerHTML).toBe(
      '<div data-zapisy-widget="payment" data-project="demo" data-k="abc.def"></div>',
    );
    expect(script.nextElementSibling).toBe(element);
    expect(placeScriptTagWidget(document, script)).toBeNull();
    expect(document.querySelectorAll('[data-zapisy-widget]')).toHaveLength(1);
  });

  it('a tag in <head> places the widget at the end of <body>; a tag without data-widget places nothing', () => {
    const script = document.createElement('script');
    script.setAttribute('data-widget', 'form');
    script.setAttribute('data-project', 'demo');
    document.head.append(script);
    const element = placeScriptTagWidget(document, script);
    expect(element?.parentElement).toBe(document.body);
    const plain = document.createElement('script');
    document.body.append(plain);
    expect(placeScriptTagWidget(document, plain)).toBeNull();
    const bad = document.createElement('script');
    bad.setAttribute('data-widget', '<x>');
    expect(placeScriptTagWidget(document, bad)).toBeNull();
  });
});
