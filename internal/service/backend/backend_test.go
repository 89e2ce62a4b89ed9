package backend_test

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"github.com/tradeprep/tradeprep/simulate"
)

// The options New refuses, and New on the embedded platform's chains.
func TestNewRefuses(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	sources := map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}
	for _, tc := range []struct {
		name string
		opts backend.Options
		want string
	}{
		{"no manifest", backend.Options{DestinationRPC: env.Dest.RPC(), SourceRPC: sources}, "a deployment manifest is required"},
		{"an invalid manifest", backend.Options{Manifest: &deployment.Manifest{}, DestinationRPC: env.Dest.RPC()}, ""},
		{"no destination", backend.Options{Manifest: env.Manifest, SourceRPC: sources}, "a destination RPC client is required"},
		{"no source", backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC()}, "no RPC client for source chain"},
		{"a negative max-age", backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC(), SourceRPC: sources, HeadMaxAge: -time.Second}, "negative max-age"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := backend.New(tc.opts)
			require.Error(t, err)
			require.ErrorContains(t, err, tc.want)
		})
	}

	// Built on the embedded platform's chains: the services answer from them, and a chain
	// whose first node is dead is ready on its second.
	dead := loopback.DeadURL(t)
	deadClient, err := rpc.DialContext(ctx, dead)
	require.NoError(t, err)
	t.Cleanup(deadClient.Close)
	b, err := backend.New(backend.Options{Manifest: env.Manifest, SourceRPC: sources, Nodes: map[uint64][]nodes.Node{
		embedded.DestinationChainID: {{Host: nodes.HostOf(dead), Client: deadClient}, {Client: env.Dest.RPC()}},
	}})
	require.NoError(t, err)
	require.Same(t, env.Manifest, b.Manifest)

	chains, ready := b.Ready.Check(ctx)
	require.True(t, ready, "%+v", chains)
	require.Len(t, chains, 2)
	require.Equal(t, uint64(embedded.DestinationChainID), chains[0].ChainID)
	require.Equal(t, "destination", chains[0].Role)
	require.Len(t, chains[0].Nodes, 2)
	require.False(t, chains[0].Nodes[0].Ready, "the dead node")
	require.True(t, chains[0].Nodes[1].Ready)
	require.Equal(t, backend.ChainState{ChainID: embedded.SourceChainID, Role: "source", Ready: true, Nodes: chains[1].Nodes}, chains[1])

	owner, err := b.Referral.Owner(ctx, [32]byte{'n', 'o', 'b', 'o', 'd', 'y'})
	require.NoError(t, err)
	require.Equal(t, common.Address{}, owner, "an unclaimed code")
	snap, _, hit, err := b.Market.Get(ctx, common.Address{})
	require.NoError(t, err)
	require.False(t, hit, "the first read")
	require.NotNil(t, snap)
	require.Nil(t, b.Orders, "without an event index, no orders service")

	// with an event index, the orders service records and finds in it
	db, err := eventdb.Open(ctx, "sqlite:"+t.TempDir()+"/events.db")
	require.NoError(t, err)
	t.Cleanup(func() { _ = db.Close() })
	b, err = backend.New(backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC(), SourceRPC: sources, Index: db})
	require.NoError(t, err)
	require.NotNil(t, b.Orders)
	who := common.Address{0xaa}
	require.NoError(t, b.Orders.Prepared(ctx, orders.NewClaim("alpha", orders.NewPosition, []byte("{}")), who, common.Address{0x5a}, []byte{1}))
	o, err := b.Orders.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Len(t, o.Prepared, 1)
}
