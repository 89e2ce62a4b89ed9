package platform

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The table of statuses: each ending status has its one event, the events that decide a
// status say it, and a position none of them has touched is pending.
func TestStatusTable(t *testing.T) {
	for status, kind := range map[PositionStatus]EventKind{
		PositionClosed: KindPositionClosed, PositionCancelled: KindOrderCanceled, PositionLiquidated: KindPositionLiquidated,
	} {
		got, ok := EndingOf(status)
		require.True(t, ok, status)
		require.Equal(t, kind, got, status)
		require.Equal(t, status, StatusAfter(kind))
	}
	for _, s := range []PositionStatus{PositionOpen, PositionPending, "nonsense"} {
		_, ok := EndingOf(s)
		require.False(t, ok, s)
	}
	require.Equal(t, PositionOpen, StatusAfter(KindPositionIncreased))
	require.Equal(t, PositionPending, StatusAfter(""))
	require.Equal(t, PositionPending, StatusAfter(KindFeesSettled))
	for _, k := range StatusKinds {
		_, ok := PositionStatusOf(k)
		require.True(t, ok, k)
	}
	// every position event of the Vault has its kind here
	kinds := map[EventKind]bool{KindOrderCreated: true, KindOrderCanceled: true, KindPositionIncreased: true, KindPositionDecreased: true,
		KindPositionClosed: true, KindPositionLiquidated: true, KindDecreaseRequested: true, KindDecreaseCanceled: true, KindTriggerSet: true,
		KindTriggerExecuted: true, KindFeesSettled: true, KindReferralPaid: true, KindRefundCredited: true, KindClientOrderTagged: true,
		KindCollateralChanged: true, KindOrderEdited: true}
	for _, ev := range PositionEvents() {
		require.True(t, kinds[EventKind(ev.Name)], ev.Name)
	}
	require.Len(t, PositionEvents(), len(kinds))
	deposits := map[EventKind]bool{KindDepositInitiated: true, KindDepositRefunded: true, KindMessageReceived: true, KindDepositDelivered: true,
		KindDepositFailed: true, KindDeliveryRetried: true, KindRefundRequested: true}
	for _, ev := range DepositRouterEvents() {
		require.True(t, deposits[EventKind(ev.Name)], ev.Name)
	}
	for _, ev := range DepositReceiverEvents() {
		require.True(t, deposits[EventKind(ev.Name)], ev.Name)
	}
}
