/**
 * The fake's api.js: a `window.grecaptcha` whose `execute(siteKey, { action })` asks the fake for a token
 * minted for the page's hostname, as Google's script does (without the risk analysis). Lets a browser test
 * run the real widget code against the fake.
 */
export function fakeApiScript(baseUrl: string): string {
  return `(function () {
  var base = ${JSON.stringify(baseUrl)};
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    execute: function (siteKey, options) {
      return fetch(base + '/fake/execute', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: (options && options.action) || '', hostname: location.hostname })
      }).then(function (response) { return response.json(); }).then(function (body) { return body.token; });
    }
  };
})();
`;
}
