// Package deployment describes where the platform lives: chain ids, contract addresses and
// tokens, as written by the deployer and read by the service, the keeper and the relayer.
package deployment

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
)

// Version of the manifest format.
const Version = 1

// Manifest is the deployment of one destination chain and its source chains.
type Manifest struct {
	Version     int           `json:"version"`
	Destination Destination   `json:"destination"`
	Sources     []SourceChain `json:"sources"`
}

// Destination is the chain the platform trades on.
type Destination struct {
	ChainID          uint64         `json:"chainId"`
	DeployBlock      uint64         `json:"deployBlock"`
	Vault            common.Address `json:"vault"`
	Oracle           common.Address `json:"oracle"`
	Settings         common.Address `json:"settings"`
	ReferralRegistry common.Address `json:"referralRegistry"`
	Reader           common.Address `json:"reader"`
	DepositReceiver  common.Address `json:"depositReceiver"`
	Stable           Token          `json:"stable"`
	Markets          []Market       `json:"markets"`
	// BatchExecutor is the ERC-7821 executor a trader's EOA delegates to (EIP-7702) to send
	// its approve, deposit and order in one transaction. Optional: manifests written before it
	// existed have none, and Check does not ask for it. Zero is left out of the JSON
	// (omitzero: omitempty never omits an array such as common.Address).
	BatchExecutor common.Address `json:"batchExecutor,omitzero"`
}

// HasBatchExecutor tells whether the deployment has a batch executor (manifests written
// before it existed have none).
func (d Destination) HasBatchExecutor() bool { return d.BatchExecutor != (common.Address{}) }

// MarketIDs are the ids of the destination's markets, in the manifest's order.
func (d Destination) MarketIDs() []uint64 {
	ids := make([]uint64, 0, len(d.Markets))
	for _, m := range d.Markets {
		ids = append(ids, m.ID)
	}
	return ids
}

// Market names a trading pair.
type Market struct {
	ID   uint64 `json:"id"`
	Name string `json:"name"`
}

// SourceChain is a chain deposits are bridged from.
type SourceChain struct {
	ChainID     uint64         `json:"chainId"`
	DeployBlock uint64         `json:"deployBlock"`
	Router      common.Address `json:"router"`
	Tokens      []Token        `json:"tokens"`
	// BatchExecutor is the chain's batch executor (as Destination.BatchExecutor): an account
	// approves and deposits in one transaction through it. Optional, as there.
	BatchExecutor common.Address `json:"batchExecutor,omitzero"`
}

// Token is an ERC-20 the platform knows.
type Token struct {
	Address  common.Address `json:"address"`
	Symbol   string         `json:"symbol"`
	Decimals uint8          `json:"decimals"`
	// Stable tokens convert 1:1 to USD; others at the oracle price of PriceID.
	Stable  bool   `json:"stable"`
	PriceID uint64 `json:"priceId,omitempty"`
	// ZeroResetApproval marks tokens (like USDT) that refuse to change a non-zero allowance to
	// another non-zero value.
	ZeroResetApproval bool `json:"zeroResetApproval,omitempty"`
}

// Source returns the source chain with the given id.
func (m *Manifest) Source(chainID uint64) (*SourceChain, bool) {
	for i := range m.Sources {
		if m.Sources[i].ChainID == chainID {
			return &m.Sources[i], true
		}
	}
	return nil, false
}

// Token returns the source chain's token at addr.
func (s *SourceChain) Token(addr common.Address) (*Token, bool) {
	for i := range s.Tokens {
		if s.Tokens[i].Address == addr {
			return &s.Tokens[i], true
		}
	}
	return nil, false
}

// Check reports what is missing or inconsistent.
func (m *Manifest) Check() error {
	var errs []error
	if m.Version != Version {
		errs = append(errs, fmt.Errorf("version %d, want %d", m.Version, Version))
	}
	d := m.Destination
	if d.ChainID == 0 {
		errs = append(errs, errors.New("destination.chainId missing"))
	}
	for name, a := range map[string]common.Address{
		"vault": d.Vault, "oracle": d.Oracle, "settings": d.Settings, "referralRegistry": d.ReferralRegistry,
		"reader": d.Reader, "depositReceiver": d.DepositReceiver, "stable.address": d.Stable.Address,
	} {
		if a == (common.Address{}) {
			errs = append(errs, fmt.Errorf("destination.%s missing", name))
		}
	}
	seen := map[uint64]bool{d.ChainID: true}
	for i, s := range m.Sources {
		if s.ChainID == 0 || seen[s.ChainID] {
			errs = append(errs, fmt.Errorf("sources[%d].chainId %d missing or repeated", i, s.ChainID))
		}
		seen[s.ChainID] = true
		if s.Router == (common.Address{}) {
			errs = append(errs, fmt.Errorf("sources[%d].router missing", i))
		}
		for j, t := range s.Tokens {
			if t.Address == (common.Address{}) || t.Decimals > 36 || (!t.Stable && t.PriceID == 0) {
				errs = append(errs, fmt.Errorf("sources[%d].tokens[%d] invalid", i, j))
			}
		}
	}
	return errors.Join(errs...)
}

// Load reads and checks a manifest file.
func Load(path string) (*Manifest, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	return &m, nil
}

// Save writes the manifest as indented JSON.
func (m *Manifest) Save(path string) error {
	raw, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(raw, '\n'), 0o644)
}
