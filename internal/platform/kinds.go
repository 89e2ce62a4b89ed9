package platform

// EventKind names one of the platform's events: the contract's event name, which is also its
// kind in the event index and on the wire.
type EventKind string

// The Vault's position events (PositionEvents), by name.
const (
	KindOrderCreated       EventKind = "OrderCreated"
	KindOrderCanceled      EventKind = "OrderCanceled"
	KindPositionIncreased  EventKind = "PositionIncreased"
	KindPositionDecreased  EventKind = "PositionDecreased"
	KindPositionClosed     EventKind = "PositionClosed"
	KindPositionLiquidated EventKind = "PositionLiquidated"
	KindDecreaseRequested  EventKind = "DecreaseRequested"
	KindDecreaseCanceled   EventKind = "DecreaseCanceled"
	KindTriggerSet         EventKind = "TriggerSet"
	KindTriggerExecuted    EventKind = "TriggerExecuted"
	KindFeesSettled        EventKind = "FeesSettled"
	KindReferralPaid       EventKind = "ReferralPaid"
	KindRefundCredited     EventKind = "RefundCredited"
	KindClientOrderTagged  EventKind = "ClientOrderTagged"
	KindCollateralChanged  EventKind = "CollateralChanged"
	KindOrderEdited        EventKind = "OrderEdited"
)

// The cross-chain deposits' events: the source chain's DepositRouter's (DepositRouterEvents)
// and the destination's DepositReceiver's (DepositReceiverEvents).
const (
	KindDepositInitiated EventKind = "DepositInitiated"
	KindDepositRefunded  EventKind = "DepositRefunded"
	KindMessageReceived  EventKind = "MessageReceived"
	KindDepositDelivered EventKind = "DepositDelivered"
	KindDepositFailed    EventKind = "DepositFailed"
	KindDeliveryRetried  EventKind = "DeliveryRetried"
	KindRefundRequested  EventKind = "RefundRequested"
)

// PositionStatus is where a position stands in its life: GET /api/positions/{id}'s status, an
// ended position's in GET /api/positions/ended, a client order's position.
type PositionStatus string

// Statuses of a position's life.
const (
	PositionPending    PositionStatus = "pending"
	PositionOpen       PositionStatus = "open"
	PositionClosed     PositionStatus = "closed"
	PositionCancelled  PositionStatus = "cancelled"
	PositionLiquidated PositionStatus = "liquidated"
)

// PositionStatusOf is the status the event of kind k leaves a position in, for the events
// that decide it (an order filled, cancelled, a position closed or liquidated); false for
// the others.
func PositionStatusOf(k EventKind) (PositionStatus, bool) {
	s, ok := statusAfter[k]
	return s, ok
}

var statusAfter = map[EventKind]PositionStatus{
	KindPositionIncreased: PositionOpen, KindPositionClosed: PositionClosed,
	KindOrderCanceled: PositionCancelled, KindPositionLiquidated: PositionLiquidated,
}

// EndingOf is the event that ends a position with status s (closed, cancelled, liquidated);
// false for a status no event ends a position with.
func EndingOf(s PositionStatus) (EventKind, bool) {
	for k, st := range statusAfter {
		if st == s && k != KindPositionIncreased {
			return k, true
		}
	}
	return "", false
}

// OrderTypeNames are the Vault's order types (uint8) by the names the service gives them.
var OrderTypeNames = map[uint8]string{
	OrderMarket: "market", OrderLimit: "limit", OrderStop: "stop-market", OrderStopLimit: "stop-limit",
}

// StatusKinds are the events that decide a position's status (PositionStatusOf), for a
// reader that asks the index for the last of them; before any, the position is pending.
var StatusKinds = []EventKind{KindPositionClosed, KindPositionLiquidated, KindOrderCanceled, KindPositionIncreased}

// StatusAfter is the status a position stands in when last is the last of its StatusKinds
// events ("" or another kind: none yet, pending).
func StatusAfter(last EventKind) PositionStatus {
	if s, ok := statusAfter[last]; ok {
		return s
	}
	return PositionPending
}
