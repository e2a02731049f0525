import type { Grosze } from '../money/money.js';
import type { VatRate } from '../money/vat.js';

/**
 * THE INVOICE AS IT CROSSES INTO AN ACCOUNTING MODULE OR AN E-INVOICING SERVICE. The API builds it from its
 * own invoice with core's money functions, so every service gets the same lines and totals and none rounds
 * on its own. It follows art. 106e of the VAT act, which iFirma (`fakturakraj`), Fakturownia (`invoices`)
 * and KSeF's FA(3) all carry. Amounts are integer grosze; dates are calendar days 'YYYY-MM-DD'.
 */
export interface InvoiceDocument {
  /** Our invoice id: the idempotency key at the service (Fakturownia `oid`), never printed. */
  invoiceId: string;
  /** Our number from the organization's numbering pattern ('12/2026'); absent: the service numbers it. */
  number?: string;
  /** P_1. */
  issueDate: CalendarDate;
  /** P_6, the day of sale or service; with 'month' it stands for its month (iFirma `FormatDatySprzedazy` MSC). */
  saleDate: CalendarDate;
  saleDateFormat: 'day' | 'month';
  /** P_1M. */
  placeOfIssue?: string;
  /** ISO 4217, 'PLN'. */
  currency: string;
  /** Whether unit prices are net or gross (iFirma `LiczOd` NET/BRT; FA(3) P_9A or P_9B). */
  priceBasis: 'net' | 'gross';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  payment: InvoicePayment;
  /** 'mechanizm podzielonej płatności' (art. 106e ust. 1 pkt 18a; FA(3) P_18A, iFirma `SplitPayment`). */
  splitPayment: boolean;
  /** The legal basis of the exemption when a line is 'zw', e.g. 'art. 113 ust. 1 ustawy o VAT' (FA(3) P_19). */
  vatExemptionBasis?: string;
  /** Printed under the lines; KSeF takes at most 256 characters per note. */
  notes?: readonly string[];
}

/** ISO 8601 calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

/** How the party's tax id reads (FA(3) NIP / KodUE+NrVatUE / NrID / BrakID; Fakturownia `tax_no_kind`). */
export type InvoiceTaxIdKind = 'nip' | 'eu-vat' | 'other' | 'none';

export interface InvoiceParty {
  /** A company's name, or a person's first and last name. */
  name: string;
  /** A business (B2B) or a consumer: KSeF and the services treat them differently. */
  isCompany: boolean;
  taxIdKind: InvoiceTaxIdKind;
  /** Ten digits for 'nip'; with the country prefix for 'eu-vat' ('DE123456789'); absent for 'none'. */
  taxId?: string;
  address: InvoiceAddress;
  email?: string;
  phone?: string;
}

export interface InvoiceAddress {
  /** Street, building and flat, e.g. 'ul. Długa 5/2'. */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'PL'. */
  country: string;
}

export interface InvoiceLine {
  /** P_7, at most 256 characters (the KSeF limit). */
  name: string;
  /** P_8B; may be fractional (1.5 hours), never money. */
  quantity: number;
  /** P_8A, e.g. 'szt.', 'usł.', 'godz.'. */
  unit: string;
  /** P_9A (net) or P_9B (gross) after rebates, as `priceBasis` says. */
  unitPrice: Grosze;
  vatRate: VatRate;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
  /** PKWiU / CN code when the line needs one. */
  classification?: string;
}

/** Sums per VAT rate (FA(3) P_13_x / P_14_x) and in total (P_15). */
export interface InvoiceTotals {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
  byRate: readonly { vatRate: VatRate; net: Grosze; vat: Grosze; gross: Grosze }[];
}

export type InvoicePaymentMethod = 'transfer' | 'cash' | 'card' | 'online';

export interface InvoicePayment {
  method: InvoicePaymentMethod;
  dueDate: CalendarDate;
  /** Paid so far, 0 … gross; equal to gross: the invoice says 'Zapłacono'. */
  paidAmount: Grosze;
  paidDate?: CalendarDate;
  /** The seller's account (NRB or IBAN) for a transfer. */
  bankAccount?: string;
}

/**
 * A correcting invoice (faktura korygująca, FA(3) RodzajFaktury KOR). `invoice` is the correction itself:
 * its own id, number and dates, its lines as they read after the correction, and its totals as the
 * difference after − before (negative for a refund).
 */
export interface InvoiceCorrection extends CorrectionDetails {
  invoice: InvoiceDocument;
}

/** What makes an invoice a correction: the invoice it corrects, why, and that invoice's lines before. */
export interface CorrectionDetails {
  corrected: CorrectedInvoice;
  /** Polish, at most 256 characters, e.g. 'Zwrot za niewykorzystane zajęcia'. */
  reason: string;
  /** The corrected invoice's lines as they were (FA(3) StanPrzed, Fakturownia `correction_before_attributes`). */
  linesBefore: readonly InvoiceLine[];
}

/** The invoice a correction refers to. */
export interface CorrectedInvoice {
  invoiceId: string;
  number: string;
  issueDate: CalendarDate;
  /** Its KSeF number when it went through KSeF (FA(3) DaneFaKorygowanej/NrKSeFFaKorygowanej). */
  ksefNumber?: string;
  /** Its id at the accounting service, when it was issued there. */
  externalId?: string;
}
