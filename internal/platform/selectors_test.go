package platform

import (
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/referralregistry"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
)

// The live vault's entry points exactly as the deployed contract declares them (Solidity declarations
// with parameter names). Our Vault must have the same 4-byte selectors.
var liveVault = []string{
	"newPositionOrder(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer) payable",
	"newPositionOrderWithTPSL(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable",
	"decreasePosition(uint256 _sizeDelta, uint256 _allowedPrice, uint256 _posId) payable",
	"addTPSL(uint256 _posId, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable",
	"cancelPendingOrder(uint256 _posId)",
	"depositSelf(address _token, uint256 _amount)",
	"deposit(address _account, address _token, uint256 _amount)",
	"withdraw(address _token, uint256 _amount) payable",
}

var liveReferral = []string{
	"referralCodes(bytes32) returns (address owner)",
	"userReferrals(address) returns (bytes32)",
	"registerCode(bytes32)",
}

var declaration = regexp.MustCompile(`^(\w+)\(([^)]*)\)`)

// canonical turns a declaration into "name(type,type)" and returns the name too.
func canonical(t *testing.T, decl string) (string, string) {
	m := declaration.FindStringSubmatch(decl)
	require.NotNil(t, m, decl)
	var types []string
	for _, p := range strings.Split(m[2], ",") {
		if f := strings.Fields(p); len(f) > 0 {
			types = append(types, f[0])
		}
	}
	return m[1], m[1] + "(" + strings.Join(types, ",") + ")"
}

func TestVaultSelectorsMatchLiveSignatures(t *testing.T) {
	requireLiveSignatures(t, "Vault", vault.NewVault().GetABI(), liveVault)
}

func TestReferralSelectorsMatchLiveSignatures(t *testing.T) {
	requireLiveSignatures(t, "ReferralRegistry", referralregistry.NewReferralRegistry().GetABI(), liveReferral)
}

// requireLiveSignatures checks that the contract's ABI has each of the live declarations with
// the same canonical signature, 4-byte selector and payability.
func requireLiveSignatures(t *testing.T, contract string, contractABI abi.ABI, live []string) {
	t.Helper()
	for _, decl := range live {
		name, sig := canonical(t, decl)
		method, ok := contractABI.Methods[name]
		require.True(t, ok, "%s has no %s", contract, name)
		want := crypto.Keccak256([]byte(sig))[:4]
		require.Equal(t, want, method.ID, "%s: ours is %s", sig, method.Sig)
		require.Equal(t, sig, method.Sig)
		require.Equal(t, strings.Contains(decl, "payable"), method.StateMutability == "payable", "%s payable", name)
	}
}

// Every position and order event has posId as its first indexed argument, and decodes back to
// what was emitted.
func TestPositionEvents(t *testing.T) {
	events := PositionEvents()
	names := map[string]bool{}
	for _, ev := range events {
		names[ev.Name] = true
	}
	for _, want := range []string{"OrderCreated", "OrderCanceled", "PositionIncreased", "PositionDecreased", "PositionClosed",
		"DecreaseRequested", "DecreaseCanceled", "TriggerSet", "TriggerExecuted", "FeesSettled", "ReferralPaid", "RefundCredited",
		"PositionLiquidated"} {
		require.True(t, names[want], want)
	}
	require.False(t, names["Deposit"], "an account event is not a position event")
	ev := vault.NewVault().GetABI().Events["OrderCanceled"]
	data, err := ev.Inputs.NonIndexed().Pack("slippage", big.NewInt(7))
	require.NoError(t, err)
	_, args, err := DecodePositionEvent(types.Log{Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(42))}, Data: data})
	require.NoError(t, err)
	require.Equal(t, map[string]any{"posId": big.NewInt(42), "reason": "slippage", "price": big.NewInt(7)}, args)
	_, _, err = DecodePositionEvent(types.Log{Topics: []common.Hash{common.HexToHash("0x01")}})
	require.Error(t, err)
	require.True(t, IsUSDEventArg("ReferralPaid", "amount"))
	require.False(t, IsUSDEventArg("RefundCredited", "amount"), "wei")
}

// A tagged call is its ABI encoding, then keccak256(id), then the tag (the contracts' constant);
// no id, no trailer. ClientOrderTagged is a position event.
func TestTagClientOrder(t *testing.T) {
	require.Equal(t, "0x7dd9dc2b7846d3b622addd3186f8cb83654d63a91a576642a6c74258a9e504f7", ClientOrderTag.Hex())
	data := []byte{1, 2, 3, 4}
	require.Equal(t, data, TagClientOrder(data, ""))
	tagged := TagClientOrder(data, "bot:1")
	require.Len(t, tagged, 4+64)
	require.Equal(t, data, tagged[:4])
	require.Equal(t, ClientOrderIDHash("bot:1").Bytes(), tagged[4:36])
	require.Equal(t, ClientOrderTag.Bytes(), tagged[36:])
	require.Equal(t, []byte{1, 2, 3, 4}, data, "the data itself untouched")
	ev := vault.NewVault().GetABI().Events["ClientOrderTagged"]
	_, ok := PositionEvents()[ev.ID]
	require.True(t, ok)
}
