package simulate_test

import (
	"encoding/json"
	"math/rand"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	gojson "github.com/goccy/go-json"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/simulate"
)

// An override's Code is written as hexutil.Bytes writes the same code, by encoding/json and by
// goccy/go-json alike, inside an override as on its own.
func TestCodeIsWrittenAsHexutilBytes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, n := range []int{0, 1, 2, 31, 1000, 24576} {
		code := make([]byte, n)
		rng.Read(code)
		want, err := json.Marshal(map[string]hexutil.Bytes{"code": code})
		require.NoError(t, err)
		for _, marshal := range []func(any) ([]byte, error){json.Marshal, gojson.Marshal} {
			got, err := marshal(map[string]*simulate.Code{"code": simulate.NewCode(code)})
			require.NoError(t, err)
			require.Equal(t, string(want), string(got))
			ov, err := marshal(simulate.OverrideAccount{Code: simulate.NewCode(code)})
			require.NoError(t, err)
			require.Equal(t, string(want), string(ov))
		}
	}
}
