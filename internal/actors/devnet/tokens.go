package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// Bounds of POST /dev/fund's tokens.
var (
	// MaxFundTokens is the most whole tokens one entry of tokens gives.
	MaxFundTokens = big.NewInt(1_000_000_000_000)
	// maxUint256 is the most any balance may become.
	maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

// MaxFundTokenEntries is the most tokens one POST /dev/fund gives.
const MaxFundTokenEntries = 8

// TokenFund is an ERC-20 of one of the devnet's chains to give an account: Amount whole tokens,
// an exact decimal of at most the token's decimals.
type TokenFund struct {
	ChainID uint64
	Token   common.Address
	Amount  string
}

// TokenFunded is how a token was given and the account's balance after it: "mint" for the
// platform's own tokens (TestToken.mint by the chain's owner, a transaction), "deal" for any
// other ERC-20 on anvil (its balance written into the token's storage, anvil.Deal; Slot is the
// balance mapping's declared slot, Layout "solidity" or "vyper").
type TokenFunded struct {
	ChainID  uint64  `json:"chainId"`
	Token    string  `json:"token"`
	Amount   string  `json:"amount"`
	Decimals uint8   `json:"decimals"`
	How      string  `json:"how"`
	Slot     *uint64 `json:"slot,omitempty"`
	Layout   string  `json:"layout,omitempty"`
	Balance  string  `json:"balance"`
}

// checkTokens refuses what can be refused before the chain: too many entries, a chain that is
// not the devnet's, the zero address, the same token twice.
func checkTokens(tokens []TokenFund) error {
	if len(tokens) > MaxFundTokenEntries {
		return problem.New(problem.Invalid, "tokens", "tokens holds %d entries; at most %d", len(tokens), MaxFundTokenEntries)
	}
	seen := map[[2]string]bool{}
	for i, t := range tokens {
		field := fmt.Sprintf("tokens[%d]", i)
		if t.ChainID != embedded.DestinationChainID && t.ChainID != embedded.SourceChainID {
			return &problem.Error{Kind: problem.Unsupported, Field: field + ".chainId",
				Message: fmt.Sprintf("%s.chainId is %d: the devnet's chains are %d (destination) and %d (source)", field, t.ChainID, embedded.DestinationChainID, embedded.SourceChainID)}
		}
		if t.Token == (common.Address{}) {
			return problem.New(problem.Invalid, field+".token", "%s.token must not be the zero address", field)
		}
		key := [2]string{fmt.Sprint(t.ChainID), t.Token.Hex()}
		if seen[key] {
			return problem.New(problem.Invalid, field+".token", "%s.token %s on chain %d is given twice: give each token once", field, t.Token.Hex(), t.ChainID)
		}
		seen[key] = true
	}
	return nil
}

// tokenChain is a chain of the devnet, its owner and the platform's tokens there (by address,
// their decimals): the tokens the owner may mint.
func (d *Devnet) tokenChain(chainID uint64) (embedded.Chain, *sender.Sender, map[common.Address]uint8) {
	own := map[common.Address]uint8{}
	if chainID == embedded.DestinationChainID {
		s := d.Env.Manifest.Destination.Stable
		own[s.Address] = s.Decimals
		return d.Env.Dest, d.Env.Owner, own
	}
	for _, src := range d.Env.Manifest.Sources {
		if src.ChainID == chainID {
			for _, t := range src.Tokens {
				own[t.Address] = t.Decimals
			}
		}
	}
	return d.Env.Source, d.Env.SourceOwner, own
}

// tokenPlan is one token of tokens checked against its chain, ready to be given.
type tokenPlan struct {
	TokenFund
	field         string
	chain         embedded.Chain
	owner         *sender.Sender
	mintable      bool
	decimals      uint8
	amount, after *big.Int
}

// planToken checks the i-th of tokens against its chain: a contract that answers balanceOf
// and decimals as an ERC-20 does, an amount within bounds, a node that can give it (the
// platform's own tokens are minted on either node; any other is dealt on anvil, refused on geth
// with the reason).
func (d *Devnet) planToken(ctx context.Context, account common.Address, i int, t TokenFund) (*tokenPlan, error) {
	p := &tokenPlan{TokenFund: t, field: fmt.Sprintf("tokens[%d]", i)}
	field := p.field
	var own map[common.Address]uint8
	p.chain, p.owner, own = d.tokenChain(t.ChainID)
	code, err := p.chain.Client().CodeAt(ctx, t.Token, nil)
	if err != nil {
		return nil, failed("read the token's code", err)
	}
	if len(code) == 0 {
		return nil, problem.New(problem.Invalid, field+".token", "%s.token: no contract at %s on chain %d", field, t.Token.Hex(), t.ChainID)
	}
	before, err := erc20Read(ctx, p.chain, t.Token, "balanceOf(address)", account)
	if err != nil {
		return nil, notERC20(err, field, t, "balanceOf(address)")
	}
	p.decimals, p.mintable = own[t.Token]
	if !p.mintable {
		v, err := erc20Read(ctx, p.chain, t.Token, "decimals()", common.Address{})
		if err != nil {
			return nil, notERC20(err, field, t, "decimals()")
		}
		if v.Cmp(big.NewInt(77)) > 0 {
			return nil, problem.New(problem.Invalid, field+".token", "%s.token: decimals() is %s: more than an amount of 256 bits can hold", field, v)
		}
		p.decimals = uint8(v.Uint64())
	}
	if p.amount, err = tokenAmount(field+".amount", t.Amount, p.decimals); err != nil {
		return nil, err
	}
	p.after = new(big.Int).Add(before, p.amount)
	if p.after.Cmp(maxUint256) > 0 {
		return nil, problem.New(problem.Invalid, field+".amount", "%s.amount: the balance would pass 2^256-1", field)
	}
	if !p.mintable && d.Env.Node != embedded.NodeAnvil {
		return nil, &problem.Error{Kind: problem.Unsupported, Field: field + ".token", Message: fmt.Sprintf(
			"%s.token: %s is not one of the platform's tokens on chain %d, and this devnet runs on geth, whose in-process chain has no way to write "+
				"a contract's storage (each block's state follows from its transactions alone; there is no anvil_setStorageAt): only the "+
				"platform's own tokens, which the devnet mints, can be given here; transfer this one from a holder, or run the devnet on anvil, "+
				"which deals any ERC-20 by its balance slot", field, t.Token.Hex(), t.ChainID)}
	}
	return p, nil
}

// give gives the planned token: minted by the chain's owner (a transaction) when it is the
// platform's, else dealt (anvil.Deal: the balance written into the token's storage). The balance
// after it is read back from the token's balanceOf and must be the one planned.
func (p *tokenPlan) give(ctx context.Context, account common.Address) (*TokenFunded, []MinedTx, error) {
	out := &TokenFunded{ChainID: p.ChainID, Token: p.Token.Hex(), Amount: fixedpoint.Format(p.amount, int32(p.decimals)), Decimals: p.decimals}
	var txs []MinedTx
	if p.mintable {
		r, err := p.owner.Send(ctx, &p.Token, testtoken.NewTestToken().PackMint(account, p.amount), nil)
		if err != nil {
			return nil, nil, failed("mint the token", err)
		}
		out.How, txs = "mint", []MinedTx{mined(p.ChainID, r, "mint")}
	} else {
		slot, layout, err := anvil.Deal(ctx, p.chain.RPC(), p.Token, account, p.after)
		if errors.Is(err, anvil.ErrNoBalanceSlot) {
			return nil, nil, &problem.Error{Kind: problem.Unsupported, Field: p.field + ".token", Cause: err,
				Message: fmt.Sprintf("%s.token: %v: the devnet deals a token by its balance slot, and this one keeps its balances some other way (a proxy's namespace, shares, rebasing)", p.field, err)}
		}
		if err != nil {
			return nil, nil, failed("deal the token", err)
		}
		out.How, out.Slot, out.Layout = "deal", &slot, layout
	}
	got, err := erc20Read(ctx, p.chain, p.Token, "balanceOf(address)", account)
	if err != nil {
		return nil, nil, failed("read the token's balance", err)
	}
	if got.Cmp(p.after) != 0 {
		return nil, nil, problem.New(problem.Conflict, p.field+".token", "%s.token: balanceOf reads %s after giving %s; it should read %s", p.field, got, p.amount, p.after)
	}
	out.Balance = fixedpoint.Format(got, int32(p.decimals))
	return out, txs, nil
}

// tokenAmount reads text, whole tokens, into the token's units: above 0, at most
// MaxFundTokens, at most decimals fractional digits.
func tokenAmount(field, text string, decimals uint8) (*big.Int, error) {
	v, err := fixedpoint.Parse(text, int32(decimals))
	switch {
	case errors.Is(err, fixedpoint.ErrTooPrecise):
		return nil, problem.New(problem.Invalid, field, "%s has more than %d fractional digits (the token's decimals)", field, decimals)
	case err != nil:
		return nil, problem.New(problem.Invalid, field, "%s is not a valid amount: %v", field, err)
	}
	limit := new(big.Int).Mul(MaxFundTokens, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
	if v.Sign() <= 0 || v.Cmp(limit) > 0 {
		return nil, problem.New(problem.Invalid, field, "%s must be above 0 and at most %s whole tokens", field, MaxFundTokens)
	}
	return v, nil
}

// erc20Read calls a view of token that takes no argument or one address and answers one
// 32-byte word.
func erc20Read(ctx context.Context, chain embedded.Chain, token common.Address, signature string, arg common.Address) (*big.Int, error) {
	data := crypto.Keccak256([]byte(signature))[:4]
	if signature != "decimals()" {
		data = append(data, common.LeftPadBytes(arg.Bytes(), 32)...)
	}
	out, err := chain.Client().CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	if len(out) != 32 {
		return nil, errNotAWord{len(out)}
	}
	return new(big.Int).SetBytes(out), nil
}

// errNotAWord is a view's answer that is not one 32-byte word.
type errNotAWord struct{ n int }

func (e errNotAWord) Error() string {
	return fmt.Sprintf("answered %d bytes, not one 32-byte word", e.n)
}

// notERC20 is the answer to a view of the token that failed: the token's fault (a revert, an
// answer of the wrong size: the node answered) is a 400 naming the view; a failing node is not.
func notERC20(err error, field string, t TokenFund, view string) error {
	var word errNotAWord
	var rpcErr rpc.Error
	if errors.As(err, &word) || errors.As(err, &rpcErr) {
		return problem.New(problem.Invalid, field+".token", "%s.token: the contract at %s on chain %d does not answer %s as an ERC-20 does: %v",
			field, t.Token.Hex(), t.ChainID, view, err)
	}
	return failed("read the token", err)
}
