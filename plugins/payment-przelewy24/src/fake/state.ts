/** One transaction as the fake keeps it. */
export interface FakeP24Transaction {
  token: string;
  sessionId: string;
  merchantId: number;
  posId: number;
  amount: number;
  currency: string;
  description: string;
  email: string;
  client?: string;
  urlReturn: string;
  urlStatus?: string;
  timeLimit?: number;
  /** registered → paid (notification sent, money a prepayment) → verified; or cancelled. */
  status: 'registered' | 'paid' | 'verified' | 'cancelled';
  /** P24's orderId, given when the payer pays. */
  orderId?: number;
  methodId: number;
  statement?: string;
  registeredAt: Date;
  paidAt?: Date;
  verifiedAt?: Date;
  /** Grosze refunded so far. */
  refunded: number;
  /** Set by the marketplace fake when funds were dispatched to a sub-merchant. */
  dispatched?: boolean;
}

export interface FakeP24Refund {
  requestId: string;
  refundsUuid: string;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
  urlStatus?: string;
  /** 0 completed, 1 rejected (as in the refund notification). */
  status: 0 | 1;
  createdAt: Date;
}

/** One delivery attempt of a notification to urlStatus. */
export interface FakeP24Delivery {
  kind: 'payment' | 'refund';
  sessionId: string;
  url: string;
  body: Record<string, string | number>;
  attempt: number;
  /** The receiver's HTTP status, or 0 when it could not be reached. */
  responseStatus: number;
  at: Date;
}
