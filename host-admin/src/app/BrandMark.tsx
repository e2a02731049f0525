/** The header's brand: the 'Z' logo, 'Zapisy' and what this part of the admin is (`sub`). */
export function BrandMark({ sub }: { sub: string }) {
  return (
    <>
      <span className="za-header__logo" aria-hidden="true">
        Z
      </span>
      <span>
        Zapisy <span className="za-header__sub">{sub}</span>
      </span>
    </>
  );
}
