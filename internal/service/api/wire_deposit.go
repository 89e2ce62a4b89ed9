package api

import (
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
)

// depositAmount is an amount of a token on the wire (deposit.Amount): base units in decimal
// and their exact decimal reading.
type depositAmount struct {
	Amount    string `json:"amount"`
	Token     string `json:"token"`
	Decimals  uint8  `json:"decimals"`
	Formatted string `json:"formatted"` // amount / 10^decimals
	Note      string `json:"note,omitempty"`
}

// depositSimulation is the approvals still to send and the deposit simulated together
// (deposit.Simulation).
type depositSimulation struct {
	Success    bool     `json:"success"`
	GasUsed    uint64   `json:"gasUsed"`
	Calls      []string `json:"calls"`
	FailedCall string   `json:"failedCall,omitempty"`
	Revert     *Revert  `json:"revert,omitempty"`
	Error      string   `json:"error,omitempty"`
}

// depositSummary is what both answers of POST /api/crosschaindeposit say about the deposit
// (deposit.Summary).
type depositSummary struct {
	FromChainID        uint64        `json:"fromChainId"`
	DestinationChainID uint64        `json:"destinationChainId"`
	TokenAddress       string        `json:"tokenAddress"`
	TokenSymbol        string        `json:"tokenSymbol"`
	TokenDecimals      uint8         `json:"tokenDecimals"`
	Amount             string        `json:"amount"`
	AmountFormatted    string        `json:"amountFormatted"`
	TokenBalance       string        `json:"tokenBalance"`
	CurrentAllowance   string        `json:"currentAllowance"`
	ExpectedCredit     depositAmount `json:"expectedCredit"`
}

// depositApproval is POST /api/crosschaindeposit's answer when an approval must be sent first
// (deposit.Approval): needsApproval, approvalCalldata and spenderAddress, then further details.
type depositApproval struct {
	NeedsApproval    bool     `json:"needsApproval"`
	ApprovalCalldata string   `json:"approvalCalldata"`
	SpenderAddress   string   `json:"spenderAddress"`
	RouterAddress    string   `json:"routerAddress"`
	ApprovalAmount   string   `json:"approvalAmount"`
	ApprovalSteps    []string `json:"approvalSteps"`
	Note             string   `json:"note,omitempty"`
	depositSummary
	InsufficientBalance bool              `json:"insufficientBalance"`
	Error               string            `json:"error,omitempty"`
	RequiredGasFee      string            `json:"requiredGasFee"`
	ApprovalTransaction Transaction       `json:"approvalTransaction"`
	ApprovalSimulation  Simulation        `json:"approvalSimulation"`
	DepositSimulation   depositSimulation `json:"depositSimulation"`
	Effects             []Effect          `json:"effects"`
}

// depositReady is POST /api/crosschaindeposit's answer when the deposit can be sent
// (deposit.Ready): calldata and routerAddress, then further details.
type depositReady struct {
	Calldata      string `json:"calldata"`
	RouterAddress string `json:"routerAddress"`
	NeedsApproval bool   `json:"needsApproval"`
	depositSummary
	InsufficientBalance bool         `json:"insufficientBalance"`
	Error               string       `json:"error,omitempty"`
	RequiredGasFee      string       `json:"requiredGasFee,omitempty"`
	Transaction         *Transaction `json:"transaction,omitempty"`
	Simulation          Simulation   `json:"simulation"`
	StatusURL           string       `json:"statusUrl"`
	Execution           string       `json:"execution"`
	Effects             []Effect     `json:"effects"`
	Batch               *Batch       `json:"batch,omitempty"`
	Calls               *SendCalls   `json:"calls,omitempty"`
}

func depositAmountOf(a deposit.Amount) depositAmount {
	return depositAmount{Amount: decimalOrZero(a.Amount), Token: a.Token, Decimals: a.Decimals,
		Formatted: fixedpoint.Format(a.Amount, int32(a.Decimals)), Note: a.Note}
}

func depositSimulationOf(s deposit.Simulation) depositSimulation {
	return depositSimulation{Success: s.Success, GasUsed: s.GasUsed, Calls: s.Calls, FailedCall: s.FailedCall,
		Revert: revertOf(&problem.Error{Revert: s.Revert}), Error: s.Error}
}

func depositSummaryOf(s deposit.Summary) depositSummary {
	return depositSummary{
		FromChainID: s.FromChainID, DestinationChainID: s.DestinationChainID,
		TokenAddress: s.TokenAddress.Hex(), TokenSymbol: s.TokenSymbol, TokenDecimals: s.TokenDecimals,
		Amount: decimalOrZero(s.Amount), AmountFormatted: fixedpoint.Format(s.Amount, int32(s.TokenDecimals)),
		TokenBalance: decimalOrZero(s.TokenBalance), CurrentAllowance: decimalOrZero(s.CurrentAllowance),
		ExpectedCredit: depositAmountOf(s.ExpectedCredit),
	}
}

func depositApprovalOf(a *deposit.Approval) depositApproval {
	return depositApproval{
		NeedsApproval: a.NeedsApproval, ApprovalCalldata: hexutil.Encode(a.ApprovalCalldata),
		SpenderAddress: a.SpenderAddress.Hex(), RouterAddress: a.RouterAddress.Hex(),
		ApprovalAmount: decimalOrZero(a.ApprovalAmount), ApprovalSteps: a.ApprovalSteps, Note: a.Note,
		depositSummary:      depositSummaryOf(a.Summary),
		InsufficientBalance: a.InsufficientBalance, Error: a.Error, RequiredGasFee: decimalOrZero(a.RequiredGasFee),
		ApprovalTransaction: transactionOf(a.ApprovalTransaction), ApprovalSimulation: simulationOf(a.ApprovalSimulation),
		DepositSimulation: depositSimulationOf(a.DepositSimulation), Effects: effectsOf(a.Effects),
	}
}

func depositReadyOf(r *deposit.Ready) depositReady {
	out := depositReady{
		Calldata: hexutil.Encode(r.Calldata), RouterAddress: r.RouterAddress.Hex(), NeedsApproval: r.NeedsApproval,
		depositSummary:      depositSummaryOf(r.Summary),
		InsufficientBalance: r.InsufficientBalance, Error: r.Error,
		Transaction: transactionPtrOf(r.Transaction), Simulation: simulationOf(r.Simulation),
		StatusURL: r.StatusURL, Execution: r.Execution, Effects: effectsOf(r.Effects),
	}
	if r.RequiredGasFee != nil {
		out.RequiredGasFee = r.RequiredGasFee.String()
	}
	return out
}
