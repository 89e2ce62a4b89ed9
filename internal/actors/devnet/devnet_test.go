package devnet

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// Two starts give the same manifest (every contract address), the same accounts and the same
// prices, and they are the ones docs/devnet.md documents.
func TestSameAddressesOnEveryStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	type snapshot struct {
		manifest string
		accounts []common.Address
		prices   []Price
	}
	start := func() snapshot {
		d, err := Start(ctx, Options{})
		require.NoError(t, err)
		defer func() { require.NoError(t, d.Close()) }()
		var s snapshot
		s.manifest = fmt.Sprintf("%+v", *d.Env.Manifest)
		for _, a := range append(d.Env.Accounts, d.Env.KeeperAccount, d.Env.RelayerAccount) {
			s.accounts = append(s.accounts, a.Address)
		}
		s.accounts = append(s.accounts, d.Env.Owner.Address(), d.Env.SourceOwner.Address())
		s.prices, err = d.Prices(ctx)
		require.NoError(t, err)
		for i := range s.prices {
			s.prices[i].UpdatedAt = 0 // the deployment's time
		}

		page, err := os.ReadFile("../../../docs/devnet.md")
		require.NoError(t, err)
		section := string(page)
		for _, p := range s.prices {
			require.Contains(t, section, fmt.Sprintf("| %d | %s | %s |", p.AssetID, p.Name, fixedpoint.Format(p.Price, platform.PriceDecimals)))
		}
		m := d.Env.Manifest.Destination
		src := d.Env.Manifest.Sources[0]
		rows := map[string]common.Address{
			"Vault": m.Vault, "Oracle": m.Oracle, "Settings": m.Settings, "Reader": m.Reader, "ReferralRegistry": m.ReferralRegistry,
			"DepositReceiver": m.DepositReceiver, "USDC (destination)": m.Stable.Address, "DepositRouter (source)": src.Router,
			"BatchExecutor (EIP-7702)": m.BatchExecutor, "BatchExecutor (source)": src.BatchExecutor,
		}
		for _, tok := range src.Tokens {
			rows[tok.Symbol+" (source)"] = tok.Address
		}
		for i, a := range d.Env.Accounts {
			rows[fmt.Sprintf("demo account %d", i)] = a.Address
		}
		for name, a := range rows {
			require.Contains(t, section, fmt.Sprintf("| %s | `%s` |", name, a.Hex()), "docs/devnet.md: %s", name)
		}
		return s
	}
	first := start()
	second := start()
	require.Equal(t, first, second)
	require.Len(t, first.prices, len(deployer.DefaultMarkets()))
	for i, spec := range deployer.DefaultMarkets() {
		require.Equal(t, fixedpoint.MustParse(spec.Price, platform.PriceDecimals), first.prices[i].Price, spec.Name)
	}
}

// Values out of bounds are refused before anything is sent (no chain here: a control that
// reached one would panic).
func TestBoundsRefusedBeforeTheChain(t *testing.T) {
	ctx := context.Background()
	d := &Devnet{assets: []uint64{1, 2, 3}}
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	invalid := func(err error, field string) {
		t.Helper()
		var p *problem.Error
		require.ErrorAs(t, err, &p)
		require.Equal(t, problem.Invalid, p.Kind, p.Message)
		require.Equal(t, field, p.Field, p.Message)
	}
	_, err := d.SetPrices(ctx, nil)
	invalid(err, "prices")
	_, err = d.SetPrices(ctx, map[uint64]*big.Int{1: usd("1"), 4: usd("1")})
	invalid(err, "prices.4")
	_, err = d.SetPrices(ctx, map[uint64]*big.Int{2: new(big.Int)})
	invalid(err, "prices.2")
	_, err = d.SetPrices(ctx, map[uint64]*big.Int{3: new(big.Int).Add(MaxPrice, big.NewInt(1))})
	invalid(err, "prices.3")

	_, err = d.AdvanceTime(ctx, 0, true)
	invalid(err, "seconds")
	_, err = d.AdvanceTime(ctx, MaxSeconds+1, true)
	invalid(err, "seconds")

	one := big.NewInt(1)
	_, err = d.Fund(ctx, common.Address{}, one, one, nil)
	invalid(err, "address")
	a := common.HexToAddress("0xaa")
	_, err = d.Fund(ctx, a, new(big.Int), new(big.Int), nil)
	invalid(err, "eth")
	_, err = d.Fund(ctx, a, new(big.Int).Add(MaxFundETH, one), new(big.Int), nil)
	invalid(err, "eth")
	_, err = d.Fund(ctx, a, new(big.Int), new(big.Int).Add(MaxFundUSD, one), nil)
	invalid(err, "usd")
}

// POST /dev/fund's tokens, on geth and on anvil: the platform's own tokens are minted on both;
// any other ERC-20 is dealt on anvil by its balance slot, added to what the account held, and
// its balanceOf reads the sum; on geth it is refused, saying why, the balance unchanged. Bad
// input (not a contract, no balanceOf, an amount out of bounds, a chain not the devnet's, a token
// twice, too many) is refused before anything is sent, naming the field.
func TestFundAnyToken(t *testing.T) {
	for _, node := range []embedded.Node{embedded.NodeGeth, embedded.NodeAnvil} {
		t.Run(string(node), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
			defer cancel()
			d, err := Start(ctx, Options{Node: node})
			require.NoError(t, err)
			defer func() { require.NoError(t, d.Close()) }()
			require.Equal(t, node, d.Env.Node)
			fundTokensOn(t, ctx, d)
		})
	}
}

func fundTokensOn(t *testing.T, ctx context.Context, d *Devnet) {
	dest, src := d.Env.Manifest.Destination, d.Env.Manifest.Sources[0]
	account := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	zero := new(big.Int)
	var weth common.Address
	for _, tok := range src.Tokens {
		if tok.Symbol == "WETH" {
			weth = tok.Address
		}
	}
	balance := func(chain embedded.Chain, token common.Address) *big.Int {
		t.Helper()
		v, err := erc20Read(ctx, chain, token, "balanceOf(address)", account)
		require.NoError(t, err)
		return v
	}
	refused := func(err error, kind problem.Kind, field, words string) {
		t.Helper()
		var p *problem.Error
		require.ErrorAs(t, err, &p)
		require.Equal(t, kind, p.Kind, p.Message)
		require.Equal(t, field, p.Field, p.Message)
		require.Contains(t, p.Message, words)
	}

	// the platform's own tokens: minted, on either node
	res, err := d.Fund(ctx, account, zero, zero, []TokenFund{{src.ChainID, weth, "2.5"}, {dest.ChainID, dest.Stable.Address, "100.000001"}})
	require.NoError(t, err)
	require.Len(t, res.Tokens, 2)
	require.Equal(t, TokenFunded{ChainID: src.ChainID, Token: weth.Hex(), Amount: "2.5", Decimals: 18, How: "mint", Balance: "2.5"}, res.Tokens[0])
	require.Equal(t, TokenFunded{ChainID: dest.ChainID, Token: dest.Stable.Address.Hex(), Amount: "100.000001", Decimals: 6, How: "mint", Balance: "100.000001"}, res.Tokens[1])
	require.Len(t, res.Transactions, 2, "one mint on each chain")
	require.Equal(t, fixedpoint.MustParse("2.5", 18), balance(d.Env.Source, weth))
	require.Equal(t, big.NewInt(100_000_001), balance(d.Env.Dest, dest.Stable.Address))

	// a token that is not the platform's: a TestToken of 8 decimals someone else deployed, of
	// which the account already holds 5
	tt := testtoken.NewTestToken()
	r, err := d.Env.Owner.Send(ctx, nil, append(common.FromHex(testtoken.TestTokenMetaData.Bin),
		tt.PackConstructor("Other", "OTH", 8, d.Env.Owner.Address())...), nil)
	require.NoError(t, err)
	other := r.ContractAddress
	_, err = d.Env.Owner.Send(ctx, &other, tt.PackMint(account, big.NewInt(5e8)), nil)
	require.NoError(t, err)
	res, err = d.Fund(ctx, account, zero, zero, []TokenFund{{dest.ChainID, other, "1.25"}})
	if d.Env.Node == embedded.NodeAnvil {
		require.NoError(t, err)
		slot := uint64(0) // OpenZeppelin's ERC20 keeps _balances at slot 0
		require.Equal(t, []TokenFunded{{ChainID: dest.ChainID, Token: other.Hex(), Amount: "1.25", Decimals: 8, How: "deal", Slot: &slot, Layout: "solidity", Balance: "6.25"}}, res.Tokens)
		require.Empty(t, res.Transactions, "a deal is a storage write, no transaction")
		require.Equal(t, big.NewInt(625_000_000), balance(d.Env.Dest, other), "balanceOf reads what the deal wrote, added to what the account held")
	} else {
		refused(err, problem.Unsupported, "tokens[0].token", "runs on geth")
		require.Equal(t, big.NewInt(5e8), balance(d.Env.Dest, other), "nothing given")
	}

	// a contract whose balanceOf (and every other view) answers 1 whatever its storage holds:
	// no balance slot to deal into
	r, err = d.Env.Owner.Send(ctx, nil, common.FromHex("0x69600160005260206000f3600052600a6016f3"), nil)
	require.NoError(t, err)
	_, err = d.Fund(ctx, account, zero, zero, []TokenFund{{dest.ChainID, r.ContractAddress, "0.1"}})
	if d.Env.Node == embedded.NodeAnvil {
		refused(err, problem.Unsupported, "tokens[0].token", "not a plain ERC-20 balance mapping")
	} else {
		refused(err, problem.Unsupported, "tokens[0].token", "runs on geth")
	}

	// bad input, refused before anything is sent
	before := balance(d.Env.Source, weth)
	for _, c := range []struct {
		tokens []TokenFund
		kind   problem.Kind
		field  string
		words  string
	}{
		{[]TokenFund{{dest.ChainID, d.Env.Accounts[0].Address, "1"}}, problem.Invalid, "tokens[0].token", "no contract at"},
		{[]TokenFund{{dest.ChainID, dest.Oracle, "1"}}, problem.Invalid, "tokens[0].token", "does not answer balanceOf(address)"},
		{[]TokenFund{{src.ChainID, weth, "1"}, {dest.ChainID, dest.Oracle, "1"}}, problem.Invalid, "tokens[1].token", "does not answer balanceOf(address)"},
		{[]TokenFund{{src.ChainID, weth, "0"}}, problem.Invalid, "tokens[0].amount", "above 0"},
		{[]TokenFund{{src.ChainID, weth, "-1"}}, problem.Invalid, "tokens[0].amount", "not a valid amount"},
		{[]TokenFund{{src.ChainID, weth, "1000000000000.000000000000000001"}}, problem.Invalid, "tokens[0].amount", "at most 1000000000000 whole tokens"},
		{[]TokenFund{{dest.ChainID, other, "0.000000001"}}, problem.Invalid, "tokens[0].amount", "more than 8 fractional digits"},
		{[]TokenFund{{1, weth, "1"}}, problem.Unsupported, "tokens[0].chainId", "the devnet's chains are"},
		{[]TokenFund{{src.ChainID, weth, "1"}, {src.ChainID, weth, "2"}}, problem.Invalid, "tokens[1].token", "given twice"},
		{make([]TokenFund, MaxFundTokenEntries+1), problem.Invalid, "tokens", "at most 8"},
	} {
		_, err := d.Fund(ctx, account, zero, zero, c.tokens)
		refused(err, c.kind, c.field, c.words)
	}
	require.Equal(t, before, balance(d.Env.Source, weth), "a refused request gives nothing, not even its valid entries")
}
