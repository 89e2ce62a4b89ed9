package deployment

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

func addr(n byte) common.Address { return common.BytesToAddress([]byte{n}) }

func complete() *Manifest {
	return &Manifest{Version: Version, Destination: Destination{
		ChainID: 900_161, DeployBlock: 3,
		Vault: addr(1), Oracle: addr(2), Settings: addr(3), ReferralRegistry: addr(4), Reader: addr(5), DepositReceiver: addr(6),
		Stable:  Token{Address: addr(7), Symbol: "USDC", Decimals: 6, Stable: true},
		Markets: []Market{{ID: 1, Name: "BTC/USD"}},
	}}
}

// A manifest written before the batch executor existed has no batchExecutor: it loads, and
// the deployment has none. One with it keeps it through Save and Load.
func TestBatchExecutorIsOptional(t *testing.T) {
	dir := t.TempDir()
	old := complete()
	path := filepath.Join(dir, "old.json")
	require.NoError(t, old.Save(path))
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NotContains(t, string(raw), "batchExecutor", "a zero executor is left out, not written as the zero address")
	loaded, err := Load(path)
	require.NoError(t, err, "Check does not ask for the executor")
	require.False(t, loaded.Destination.HasBatchExecutor())
	require.Equal(t, old, loaded)

	withExec := complete()
	withExec.Destination.BatchExecutor = addr(8)
	path = filepath.Join(dir, "new.json")
	require.NoError(t, withExec.Save(path))
	raw, err = os.ReadFile(path)
	require.NoError(t, err)
	require.Contains(t, string(raw), `"batchExecutor": "`+addr(8).Hex()+`"`)
	loaded, err = Load(path)
	require.NoError(t, err)
	require.True(t, loaded.Destination.HasBatchExecutor())
	require.Equal(t, addr(8), loaded.Destination.BatchExecutor)

	// as an older deployer wrote it: no key at all
	var m Manifest
	require.NoError(t, json.Unmarshal([]byte(`{"version": 1, "destination": {"chainId": 900161, "deployBlock": 3,
		"vault": "0x0000000000000000000000000000000000000001", "oracle": "0x0000000000000000000000000000000000000002",
		"settings": "0x0000000000000000000000000000000000000003", "referralRegistry": "0x0000000000000000000000000000000000000004",
		"reader": "0x0000000000000000000000000000000000000005", "depositReceiver": "0x0000000000000000000000000000000000000006",
		"stable": {"address": "0x0000000000000000000000000000000000000007", "symbol": "USDC", "decimals": 6, "stable": true},
		"markets": [{"id": 1, "name": "BTC/USD"}]}, "sources": []}`), &m))
	require.NoError(t, m.Check())
	require.False(t, m.Destination.HasBatchExecutor())
	require.Equal(t, old.Destination, m.Destination)
}

// Check names every required address that is missing; the executor is not among them.
func TestCheckNamesMissingAddresses(t *testing.T) {
	m := complete()
	m.Destination.Vault = common.Address{}
	m.Destination.Reader = common.Address{}
	err := m.Check()
	require.ErrorContains(t, err, "destination.vault missing")
	require.ErrorContains(t, err, "destination.reader missing")
	require.NotContains(t, err.Error(), "batchExecutor")
}
