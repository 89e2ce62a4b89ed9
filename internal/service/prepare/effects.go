package prepare

import (
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/simulate"
)

// Effect is one balance change a transaction (and what follows it in its simulation, such as
// the keeper's fill) causes: Delta is signed, in the asset's base units, Delta / 10^Decimals
// of the asset (fixedpoint.Format writes it).
type Effect struct {
	Account  string // EIP-55, or a role ("keeper") where any account of it could be the one
	Asset    string // "ETH", a token's symbol, or "margin wallet (USD)"
	Token    string // the ERC-20's address (EIP-55), "" for ETH and the margin wallet
	Delta    *big.Int
	Decimals int32
}

// transferTopic is ERC-20's Transfer(address,address,uint256), which eth_simulateV1's
// traceTransfers also uses for native transfers.
var transferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

// TokenInfo names a token and its decimals, for effects.
type TokenInfo struct {
	Symbol   string
	Decimals int32
}

// Effects sums the transfers of the given calls' logs by account and asset: native transfers
// (traceTransfers) in ETH and every ERC-20 Transfer in the token's units (tokens not in
// tokens by address, in base units). Accounts in roles are shown by their role's name. Net
// zero changes are left out; the list is ordered by account, then asset.
func Effects(calls []simulate.SimCall, tokens map[common.Address]TokenInfo, roles map[common.Address]string) *BalanceChanges {
	l := NewBalanceChanges(roles)
	for _, c := range calls {
		for _, lg := range c.Logs {
			if len(lg.Topics) != 3 || lg.Topics[0] != transferTopic || len(lg.Data) != 32 {
				continue
			}
			from, to := common.BytesToAddress(lg.Topics[1][12:]), common.BytesToAddress(lg.Topics[2][12:])
			v := new(big.Int).SetBytes(lg.Data)
			asset, token, dec := "ETH", "", int32(18)
			if lg.Address != simulate.NativeTransferAddress {
				token = lg.Address.Hex()
				asset, dec = token, 0
				if t, ok := tokens[lg.Address]; ok {
					asset, dec = t.Symbol, t.Decimals
				}
			}
			l.Add(from, asset, token, dec, new(big.Int).Neg(v))
			l.Add(to, asset, token, dec, v)
		}
	}
	return l
}

// BalanceChanges sums balance changes by account and asset (not to be confused with package
// ledger, the ledger of the service's predictions).
type BalanceChanges struct {
	roles map[common.Address]string
	rows  map[[2]string]*row
}

type row struct {
	token string
	dec   int32
	sum   *big.Int
}

// NewBalanceChanges is an empty sum; accounts in roles are shown by their role's name.
func NewBalanceChanges(roles map[common.Address]string) *BalanceChanges {
	return &BalanceChanges{roles: roles, rows: map[[2]string]*row{}}
}

// Add books delta (in base units of an asset with dec decimals) to account.
func (l *BalanceChanges) Add(account common.Address, asset, token string, dec int32, delta *big.Int) {
	name := account.Hex()
	if r, ok := l.roles[account]; ok {
		name = r
	}
	k := [2]string{name, asset}
	r, ok := l.rows[k]
	if !ok {
		r = &row{token: token, dec: dec, sum: new(big.Int)}
		l.rows[k] = r
	}
	r.sum.Add(r.sum, delta)
}

// List is the non-zero rows, by account, then asset.
func (l *BalanceChanges) List() []Effect {
	out := []Effect{}
	for k, r := range l.rows {
		if r.sum.Sign() == 0 {
			continue
		}
		out = append(out, Effect{Account: k[0], Asset: k[1], Token: r.token, Delta: new(big.Int).Set(r.sum), Decimals: r.dec})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Account != out[j].Account {
			return out[i].Account < out[j].Account
		}
		return out[i].Asset < out[j].Asset
	})
	return out
}

// TxSim is tx from `from` alone in a simulated block, its native transfers traced: for
// TxEffects, asked with PreflightWith.
func TxSim(from common.Address, tx Tx) simulate.Sim {
	return simulate.Sim{Blocks: []simulate.SimBlock{{Calls: []simulate.Call{{From: from, To: tx.To, Data: tx.Data, Value: tx.Value}}}},
		TraceTransfers: true}
}

// TxEffects is the effects of a pre-flight asked with TxSim as its first sim; none when the
// transaction fails there or the node did not run it.
func (p *Prepared) TxEffects(tokens map[common.Address]TokenInfo, roles map[common.Address]string) []Effect {
	if len(p.Sims) == 0 || p.SimErrs[0] != nil || !p.Sims[0].Blocks[0].Calls[0].Success {
		return []Effect{}
	}
	return Effects(p.Sims[0].Blocks[0].Calls, tokens, roles).List()
}
