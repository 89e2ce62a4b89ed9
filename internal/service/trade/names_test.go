package trade

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
)

// The API's order types are the names of platform's table, each with its Vault code.
func TestOrderTypesArePlatformsNames(t *testing.T) {
	for code, name := range platform.OrderTypeNames {
		got, ok := OrderType(name).Code()
		require.True(t, ok, name)
		require.Equal(t, code, got, name)
	}
	require.Len(t, orderTypeNames, len(platform.OrderTypeNames))
}
