/** Options every widget's `mount` receives. */
export interface WidgetMountOptions {
  /** Project domain, e.g. 'obozy-2026'. */
  project: string;
  /** Absolute API base, e.g. 'https://demo.zapisy.pl/services/api'. */
  apiBase: string;
  [key: string]: unknown;
}

export type Unmount = () => void;

/** The module a widget remote exposes as './mount'. */
export interface WidgetModule {
  mount(element: HTMLElement, options: WidgetMountOptions): Unmount | undefined;
}

/** Loads a widget's mount module by its manifest name ('form', 'payment', ...). */
export type WidgetLoader = (name: string) => Promise<WidgetModule>;

/** One entry of `/widgets/manifest.json`. */
export interface WidgetManifestEntry {
  container: string;
  entry: string;
  expose: string;
  /** Remote entry type; 'global' (a classic script) unless the manifest says otherwise. */
  type?: string;
}

export interface WidgetManifest {
  version?: string;
  widgets: Record<string, WidgetManifestEntry>;
}
