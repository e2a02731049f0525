declare module '*.css';

/** A stylesheet's text (Vite's `?raw`), for tests that check computed styles. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
