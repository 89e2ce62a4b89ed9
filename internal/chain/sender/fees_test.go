package sender

import (
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestReplacementFees(t *testing.T) {
	b := big.NewInt
	none := new(big.Int).Lsh(b(1), 128) // no ceiling in reach
	for name, tc := range map[string]struct {
		old      fees
		market   market
		ceiling  *big.Int
		want     fees
		exceeded *big.Int // the Needed of a *FeeCeilingError
	}{
		"both raised by 10%, rounded up": {
			old: fees{b(1000), b(3001)}, market: market{tip: b(1), baseFee: b(1)}, ceiling: none,
			want: fees{b(1100), b(3302)},
		},
		"by at least 1 wei": {
			old: fees{b(0), b(5)}, market: market{tip: b(0), baseFee: b(1)}, ceiling: none,
			want: fees{b(1), b(6)},
		},
		"follows a market that asks more": {
			old: fees{b(1000), b(3000)}, market: market{tip: b(2000), baseFee: b(10_000)}, ceiling: none,
			want: fees{b(2000), b(22_000)},
		},
		"fee cap clamped to the ceiling": {
			old: fees{b(1000), b(3000)}, market: market{tip: b(2000), baseFee: b(10_000)}, ceiling: b(5000),
			want: fees{b(2000), b(5000)},
		},
		"tip clamped under the fee cap": {
			old: fees{b(3000), b(3000)}, market: market{tip: b(9000), baseFee: b(1)}, ceiling: b(4000),
			want: fees{b(4000), b(4000)},
		},
		"no room under the ceiling": {
			old: fees{b(1000), b(3000)}, market: market{tip: b(1), baseFee: b(1)}, ceiling: b(3299),
			exceeded: b(3300),
		},
	} {
		t.Run(name, func(t *testing.T) {
			got, err := replacementFees(tc.old, tc.market, DefaultBumpPercent, tc.ceiling)
			if tc.exceeded != nil {
				var ce *FeeCeilingError
				require.True(t, errors.As(err, &ce), "%v", err)
				require.Equal(t, tc.exceeded, ce.Needed)
				require.Equal(t, tc.ceiling, ce.Ceiling)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
			// geth's legacypool: both strictly higher, and by its price bump
			for _, pair := range [][2]*big.Int{{tc.old.tip, got.tip}, {tc.old.feeCap, got.feeCap}} {
				require.Positive(t, pair[1].Cmp(pair[0]))
				least := new(big.Int).Div(new(big.Int).Mul(pair[0], b(110)), b(100))
				require.GreaterOrEqual(t, pair[1].Cmp(least), 0)
			}
			require.LessOrEqual(t, got.feeCap.Cmp(tc.ceiling), 0)
			require.LessOrEqual(t, got.tip.Cmp(got.feeCap), 0)
		})
	}
}

func TestCeiling(t *testing.T) {
	b := big.NewInt
	s := &Sender{cfg: Config{}.withDefaults()}
	require.Equal(t, b(5*3000), s.ceiling(b(3000)), "DefaultFeeLimitMultiplier times the first fee cap")
	s.cfg.MaxFeeCap = b(4000)
	require.Equal(t, b(4000), s.ceiling(b(3000)), "MaxFeeCap under the multiple")
	s.cfg.MaxFeeCap = b(1e9)
	require.Equal(t, b(5*3000), s.ceiling(b(3000)), "the multiple under MaxFeeCap")

	f, err := clampFirst(fees{b(100), b(300)}, b(100), b(250))
	require.NoError(t, err)
	require.Equal(t, fees{b(100), b(250)}, f)
	_, err = clampFirst(fees{b(100), b(300)}, b(260), b(250))
	var ce *FeeCeilingError
	require.True(t, errors.As(err, &ce))
	require.Contains(t, err.Error(), "nothing sent")
}

func TestConfigCheck(t *testing.T) {
	require.NoError(t, Config{}.Check())
	for name, c := range map[string]Config{
		"bump under 10%":     {BumpPercent: 9},
		"multiplier 1":       {FeeLimitMultiplier: 1},
		"negative resubmit":  {ResubmitAfter: -1},
		"zero max fee cap":   {MaxFeeCap: new(big.Int)},
		"negative poll time": {PollInterval: -1},
	} {
		require.Error(t, c.Check(), name)
	}
}
