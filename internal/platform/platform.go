// Package platform holds what the Go side knows of the contracts as a whole: their precision
// constants, order types, storage slots, their parsed ABIs, and the decoder that names their
// custom errors with each integer argument in its unit (errors.go, units.go).
package platform

import (
	"math/big"

	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/tradeprep/tradeprep/contracts/bindings/batchexecutor"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/referralregistry"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtethertoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
)

// Precision of the contracts.
const (
	PriceDecimals      = 30     // prices and USD amounts: 1e30
	BasisPointsDivisor = 100000 // contract percentages: 1e5 = 100%
	RateDecimals       = 18     // hourly rates and indices: 1e18 = 100%
)

// PriceDisplayDigits is the display precision of prices in answers: significant digits,
// rounded half away from zero (the integer part always whole). Each price field X comes with
// XExact, the contracts' value to its last digit.
const PriceDisplayDigits = 10

// Order types of the Vault (uint8 on the wire).
const (
	OrderMarket    uint8 = 0
	OrderLimit     uint8 = 1
	OrderStop      uint8 = 2
	OrderStopLimit uint8 = 3
	OrderTrailStop uint8 = 4 // declared by the live vault; not supported
)

// Order statuses of the Vault.
const (
	StatusNone     uint8 = 0
	StatusPending  uint8 = 1
	StatusFilled   uint8 = 2
	StatusCanceled uint8 = 3
)

// PricePrecision is 1e30.
var PricePrecision = new(big.Int).Exp(big.NewInt(10), big.NewInt(PriceDecimals), nil)

var metadata = []*bind.MetaData{
	&vault.VaultMetaData,
	&oracle.OracleMetaData,
	&settings.SettingsMetaData,
	&referralregistry.ReferralRegistryMetaData,
	&depositrouter.DepositRouterMetaData,
	&depositreceiver.DepositReceiverMetaData,
	&reader.ReaderMetaData,
	&testtoken.TestTokenMetaData,
	&testtethertoken.TestTetherTokenMetaData,
	// the EIP-7702 executor a trader's account delegates to: CallFailed(index, reason),
	// Unauthorized, UnsupportedExecutionMode
	&batchexecutor.BatchExecutorMetaData,
}

var (
	abisOnce sync.Once
	abis     []*abi.ABI
)

// ABIs are the parsed ABIs of every platform contract.
func ABIs() []*abi.ABI {
	abisOnce.Do(parse)
	return abis
}

func parse() {
	for _, m := range metadata {
		parsed, err := m.ParseABI()
		if err != nil {
			panic("platform: generated ABI does not parse: " + err.Error())
		}
		abis = append(abis, parsed)
	}
}

// Storage slots of the Vault used for state overrides (checked against the chain by tests).
const (
	vaultMarginBalanceSlot = 12
	vaultTotalMarginSlot   = 13
)

// MarginBalanceSlot is the Vault storage slot of marginBalance[account].
func MarginBalanceSlot(account common.Address) common.Hash {
	return mappingSlot(account, vaultMarginBalanceSlot)
}

// Storage slots of the mappings a keeper simulation overrides (Settings.isKeeper,
// Oracle.isFeeder); checked by the outcome tests, which fail when the keeper is not let in.
const (
	settingsIsKeeperSlot = 3
	oracleIsFeederSlot   = 2
)

// IsKeeperSlot is the Settings storage slot of isKeeper[account].
func IsKeeperSlot(account common.Address) common.Hash {
	return mappingSlot(account, settingsIsKeeperSlot)
}

// IsFeederSlot is the Oracle storage slot of isFeeder[account].
func IsFeederSlot(account common.Address) common.Hash {
	return mappingSlot(account, oracleIsFeederSlot)
}

// DepositMessageID is the DepositReceiver's id of the deposit with this nonce made through the
// router on chain sourceChainID: keccak256(abi.encode(sourceChainId, sourceRouter, nonce)), as
// DepositReceiver.messageIdOf computes it. Deliveries are kept, looked up, retried and refunded
// by it. The router is part of it: a redeployed router counts its nonces from 0 again, and its
// deposits are not the old router's.
func DepositMessageID(sourceChainID uint64, router common.Address, nonce *big.Int) common.Hash {
	return crypto.Keccak256Hash(
		common.LeftPadBytes(new(big.Int).SetUint64(sourceChainID).Bytes(), 32),
		common.LeftPadBytes(router.Bytes(), 32),
		common.LeftPadBytes(nonce.Bytes(), 32),
	)
}

func mappingSlot(key common.Address, slot int64) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(key.Bytes(), 32), common.LeftPadBytes(big.NewInt(slot).Bytes(), 32))
}

// TotalMarginSlot is the Vault storage slot of totalMargin.
func TotalMarginSlot() common.Hash {
	return common.BigToHash(big.NewInt(vaultTotalMarginSlot))
}
