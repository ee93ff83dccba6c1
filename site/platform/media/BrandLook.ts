/** What every brand picture is drawn from: the brand's name (its mark's letters), primary colour and heading font. */
export interface BrandLook {
  readonly brand: string;
  readonly primary: string;
  readonly font: string;
}
