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

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
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
	_, err = d.Fund(ctx, common.Address{}, one, one)
	invalid(err, "address")
	a := common.HexToAddress("0xaa")
	_, err = d.Fund(ctx, a, new(big.Int), new(big.Int))
	invalid(err, "eth")
	_, err = d.Fund(ctx, a, new(big.Int).Add(MaxFundETH, one), new(big.Int))
	invalid(err, "eth")
	_, err = d.Fund(ctx, a, new(big.Int), new(big.Int).Add(MaxFundUSD, one))
	invalid(err, "usd")
}
