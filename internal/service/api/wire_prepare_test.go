package api

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

const (
	wireUser   = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
	wireRouter = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
	wireToken  = "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"
	wireHash   = "0x0000000000000000000000000000000000000000000000000000000000000001"
)

func requireWire(t *testing.T, want string, v any) {
	t.Helper()
	got, err := json.Marshal(v)
	require.NoError(t, err)
	require.Equal(t, want, string(got))
}

func wireTx() prepare.Transaction {
	return prepare.Transaction{ChainID: 31337, From: common.HexToAddress(wireUser), To: common.HexToAddress(wireRouter), Data: []byte{0xab, 0xcd},
		Value: big.NewInt(1), Gas: 21000, MaxFeePerGas: big.NewInt(2_000_000_000), MaxPriorityFeePerGas: big.NewInt(1), Type: 2}
}

const wireTxJSON = `{"chainId":31337,"from":"` + wireUser + `","to":"` + wireRouter + `","data":"0xabcd","value":"1","gas":"21000",` +
	`"maxFeePerGas":"2000000000","maxPriorityFeePerGas":"1","type":"0x2"}`

func wireSim(short bool) prepare.Simulation {
	s := prepare.Simulation{BlockNumber: 7, BlockHash: common.HexToHash(wireHash), Success: !short, GasEstimate: 46000,
		GasBufferPercent: prepare.GasBufferPercent, Context: prepare.BlockContext{BlockNumber: 8, Timestamp: 1700000000, BaseFee: big.NewInt(875000000)}}
	if short {
		s.GasEstimate, s.StateOverride = 0, true
		s.Revert = &simulate.Revert{Kind: "custom", Name: "InsufficientMarginBalance", Signature: "InsufficientMarginBalance(uint256)",
			Args:    []simulate.RevertArg{{Name: "required", Type: "uint256", Value: "5", Display: "0.00005"}, {Name: "raw", Type: "bytes32", Value: "0x01"}},
			Message: "short", Data: []byte{1}}
		s.WithOverride = &prepare.OverrideRun{Success: true, GasEstimate: 50000}
	}
	return s
}

const (
	wireSimJSON = `{"blockNumber":7,"blockHash":"` + wireHash + `","success":true,"gasEstimate":46000,"gasBufferPercent":10,` +
		`"stateOverride":false,"context":{"blockNumber":8,"timestamp":1700000000,"baseFee":"875000000"}}`
	wireShortSimJSON = `{"blockNumber":7,"blockHash":"` + wireHash + `","success":false,"gasEstimate":0,"gasBufferPercent":10,` +
		`"stateOverride":true,"revert":{"kind":"custom","name":"InsufficientMarginBalance","signature":"InsufficientMarginBalance(uint256)",` +
		`"args":[{"name":"required","type":"uint256","value":"5","display":"0.00005"},{"name":"raw","type":"bytes32","value":"0x01"}],` +
		`"message":"short","data":"0x01"},` +
		`"withOverride":{"success":true,"gasEstimate":50000},"context":{"blockNumber":8,"timestamp":1700000000,"baseFee":"875000000"}}`
)

// The wire forms of prepare's types, field by field in the order and formats the API has
// always answered them with.
func TestWirePrepareShapes(t *testing.T) {
	requireWire(t, wireTxJSON, transactionOf(wireTx()))
	requireWire(t, wireSimJSON, simulationOf(wireSim(false)))
	requireWire(t, wireShortSimJSON, simulationOf(wireSim(true)))
	// the revert as simulate.Revert's own JSON, which the API answered before it had its own
	simRevert, err := json.Marshal(wireSim(true).Revert)
	require.NoError(t, err)
	requireWire(t, string(simRevert), simulationOf(wireSim(true)).Revert)
	requireWire(t, `{"blockNumber":1,"timestamp":2,"baseFee":"0"}`, blockContextOf(prepare.BlockContext{BlockNumber: 1, Timestamp: 2}))

	requireWire(t, `null`, effectsOf(nil))
	requireWire(t, `[]`, effectsOf([]prepare.Effect{}))
	requireWire(t, `[{"account":"keeper","asset":"ETH","delta":"0.5","deltaUnits":"500000000000000000"},{"account":"`+wireUser+`","asset":"USDC","token":"`+wireToken+`","delta":"-1000","deltaUnits":"-1000000000"}]`,
		effectsOf([]prepare.Effect{{Account: "keeper", Asset: "ETH", Delta: big.NewInt(5e17), Decimals: 18},
			{Account: wireUser, Asset: "USDC", Token: wireToken, Delta: big.NewInt(-1_000_000_000), Decimals: 6}}))
	requireWire(t, `null`, transactionPtrOf(nil))
}

func wireSummary() deposit.Summary {
	return deposit.Summary{FromChainID: 31338, DestinationChainID: 31337, TokenAddress: common.HexToAddress(wireToken), TokenSymbol: "USDT",
		TokenDecimals: 6, Amount: big.NewInt(1_000_500_000), TokenBalance: big.NewInt(5), CurrentAllowance: big.NewInt(7),
		ExpectedCredit: deposit.Amount{Amount: big.NewInt(999_499_500), Token: "USD", Decimals: 6, Note: "converted"}}
}

const wireSummaryJSON = `"fromChainId":31338,"destinationChainId":31337,"tokenAddress":"` + wireToken + `","tokenSymbol":"USDT",` +
	`"tokenDecimals":6,"amount":"1000500000","amountFormatted":"1000.5","tokenBalance":"5","currentAllowance":"7",` +
	`"expectedCredit":{"amount":"999499500","token":"USD","decimals":6,"formatted":"999.4995","note":"converted"}`

// The wire forms of deposit's answers: the summary embedded, amounts in decimal with their
// readings, omitempty fields left out when empty.
func TestWireDepositShapes(t *testing.T) {
	router := common.HexToAddress(wireRouter)
	a := &deposit.Approval{NeedsApproval: true, ApprovalCalldata: []byte{0x09, 0x5e}, SpenderAddress: router, RouterAddress: router,
		ApprovalAmount: new(big.Int), ApprovalSteps: []string{deposit.StepResetAllowance, deposit.StepApproveAmount}, Note: "reset first",
		Summary: wireSummary(), InsufficientBalance: true, Error: "short", RequiredGasFee: big.NewInt(123),
		ApprovalTransaction: wireTx(), ApprovalSimulation: wireSim(false),
		DepositSimulation: deposit.Simulation{Success: false, GasUsed: 30000, Calls: []string{"approve(x, 0)", "bridgeDeposit(a, b, c)"},
			FailedCall: "bridgeDeposit(a, b, c)", Revert: &simulate.Revert{Kind: "empty", Message: "reverted", Data: []byte{}}, Error: "reverted"},
		Effects: []prepare.Effect{}}
	requireWire(t, `{"needsApproval":true,"approvalCalldata":"0x095e","spenderAddress":"`+wireRouter+`","routerAddress":"`+wireRouter+`",`+
		`"approvalAmount":"0","approvalSteps":["reset allowance to 0","approve amount"],"note":"reset first",`+wireSummaryJSON+`,`+
		`"insufficientBalance":true,"error":"short","requiredGasFee":"123","approvalTransaction":`+wireTxJSON+`,`+
		`"approvalSimulation":`+wireSimJSON+`,"depositSimulation":{"success":false,"gasUsed":30000,`+
		`"calls":["approve(x, 0)","bridgeDeposit(a, b, c)"],"failedCall":"bridgeDeposit(a, b, c)",`+
		`"revert":{"kind":"empty","message":"reverted","data":"0x"},"error":"reverted"},"effects":[]}`, depositApprovalOf(a))

	a.Note, a.Error, a.ApprovalAmount, a.ApprovalSteps = "", "", big.NewInt(1_000_500_000), []string{deposit.StepApproveAmount}
	a.DepositSimulation = deposit.Simulation{Success: true, GasUsed: 60000, Calls: []string{"approve(x, 1)"}}
	requireWire(t, `{"needsApproval":true,"approvalCalldata":"0x095e","spenderAddress":"`+wireRouter+`","routerAddress":"`+wireRouter+`",`+
		`"approvalAmount":"1000500000","approvalSteps":["approve amount"],`+wireSummaryJSON+`,`+
		`"insufficientBalance":true,"requiredGasFee":"123","approvalTransaction":`+wireTxJSON+`,`+
		`"approvalSimulation":`+wireSimJSON+`,"depositSimulation":{"success":true,"gasUsed":60000,"calls":["approve(x, 1)"]},"effects":[]}`,
		depositApprovalOf(a))

	tx := wireTx()
	r := &deposit.Ready{Calldata: []byte{0x01}, RouterAddress: router, Summary: wireSummary(), RequiredGasFee: big.NewInt(9), Transaction: &tx,
		Simulation: wireSim(true), StatusURL: "/status", Execution: "relayed", Effects: []prepare.Effect{{Account: "keeper", Asset: "ETH", Delta: big.NewInt(1e18), Decimals: 18}}}
	requireWire(t, `{"calldata":"0x01","routerAddress":"`+wireRouter+`","needsApproval":false,`+wireSummaryJSON+`,`+
		`"insufficientBalance":false,"requiredGasFee":"9","transaction":`+wireTxJSON+`,"simulation":`+wireShortSimJSON+`,`+
		`"statusUrl":"/status","execution":"relayed","effects":[{"account":"keeper","asset":"ETH","delta":"1","deltaUnits":"1000000000000000000"}]}`, depositReadyOf(r))

	// the token balance short: no transaction, no gas fee
	r.Transaction, r.RequiredGasFee, r.InsufficientBalance, r.Error = nil, nil, true, "token balance is short"
	requireWire(t, `{"calldata":"0x01","routerAddress":"`+wireRouter+`","needsApproval":false,`+wireSummaryJSON+`,`+
		`"insufficientBalance":true,"error":"token balance is short","simulation":`+wireShortSimJSON+`,`+
		`"statusUrl":"/status","execution":"relayed","effects":[{"account":"keeper","asset":"ETH","delta":"1","deltaUnits":"1000000000000000000"}]}`, depositReadyOf(r))
}
