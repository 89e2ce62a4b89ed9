package sender_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// A node's refusal of a transaction is explained by the chain, not by the error's wording, and
// the same on geth and anvil: the very bytes sent again are known; another transaction at a
// pending transaction's nonce, with fees that do not beat it, is held; one at a mined nonce is
// mined; one the account cannot pay for is none of these; and an error that is not the node's
// answer (the connection failed) is never taken for a refusal.
func TestRefusalsReadFromTheChain(t *testing.T) {
	for _, node := range []string{"geth", "anvil"} {
		t.Run(node, func(t *testing.T) {
			ctx := testCtx(t)
			from := newAccount(t)
			var client *ethclient.Client
			var mine func()
			switch node {
			case "geth":
				// sealing once an hour: what is sent stays pending until Commit
				chain, err := devchain.Start(ctx, devchain.Config{ChainID: 1337,
					Alloc: map[common.Address]*big.Int{from.addr: ether(10)}, BlockPeriod: time.Hour})
				require.NoError(t, err)
				t.Cleanup(func() { require.NoError(t, chain.Close()) })
				client, mine = chain.Client(), func() { chain.Commit() }
			case "anvil":
				c := startAnvil(t, "--no-mining")
				c.call(t, "anvil_setBalance", from.addr, fmt.Sprintf("0x%x", ether(10)))
				client, mine = c.client, func() { c.mine(t) }
			}
			s, err := sender.New(ctx, client, from.key, nil)
			require.NoError(t, err)
			to := common.HexToAddress("0x1234")
			tx := func(nonce uint64, tip int64, value *big.Int) *types.Transaction {
				return types.MustSignNewTx(from.key, types.LatestSignerForChainID(s.ChainID()), &types.DynamicFeeTx{
					ChainID: s.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(tip), GasFeeCap: big.NewInt(100e9),
					Gas: 21_000, To: &to, Value: value})
			}
			refused := func(tx *types.Transaction) string {
				t.Helper()
				err := client.SendTransaction(ctx, tx)
				require.Error(t, err, "the node takes it")
				return s.RefusalOf(ctx, tx, err)
			}

			first := tx(0, 2e9, big.NewInt(1))
			require.NoError(t, client.SendTransaction(ctx, first))
			require.Equal(t, "known", refused(first), "the same bytes again")
			require.Equal(t, "held", refused(tx(0, 1e9, big.NewInt(2))), "a cheaper transaction at the pending one's nonce")
			mine()
			_, pending, err := client.TransactionByHash(ctx, first.Hash())
			require.NoError(t, err)
			require.False(t, pending, "mined")
			require.Equal(t, "mined", refused(tx(0, 3e9, big.NewInt(3))), "a transaction at the mined nonce")
			require.Equal(t, "other", refused(tx(1, 2e9, ether(100))), "more value than the account holds")

			dead, err := ethclient.DialContext(ctx, "http://127.0.0.1:1")
			require.NoError(t, err)
			err = dead.SendTransaction(ctx, tx(1, 2e9, big.NewInt(1)))
			require.Error(t, err)
			require.Equal(t, "other", s.RefusalOf(ctx, tx(1, 2e9, big.NewInt(1)), err), "no answer is not a refusal")
			require.Equal(t, "other", s.RefusalOf(context.Background(), tx(0, 2e9, big.NewInt(1)), errors.New("nonce too low")),
				"words that are not the node's answer")
		})
	}
}

// A receipt not found is NotFound, or geth's indexing error told by its code and data; the
// same words without them are not.
func TestNotFoundYet(t *testing.T) {
	require.True(t, sender.NotFoundYet(ethereum.NotFound))
	require.True(t, sender.NotFoundYet(fmt.Errorf("receipt: %w", rpcError{code: -32000, data: "transaction indexing is in progress"})))
	require.False(t, sender.NotFoundYet(rpcError{code: -32000}), "the message alone")
	require.False(t, sender.NotFoundYet(rpcError{code: -32603, data: "transaction indexing is in progress"}))
	require.False(t, sender.NotFoundYet(errors.New("transaction indexing is in progress")))
}

type rpcError struct {
	code int
	data any
}

func (e rpcError) Error() string  { return "transaction indexing is in progress" }
func (e rpcError) ErrorCode() int { return e.code }
func (e rpcError) ErrorData() any { return e.data }
