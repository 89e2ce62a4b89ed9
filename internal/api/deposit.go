package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/deployment"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// POST /api/crosschaindeposit prepares a deposit into the margin wallet from a source chain,
// and GET /api/crosschaindeposit/status follows it to the destination chain.
//
// Choices where SPEC is silent:
//   - amount is a whole number of the token's base units ("1000000" = 1 USDC), as a JSON
//     string or a JSON number written as plain digits; fractions, signs, exponents, hex and
//     zero are "amount in invalid format".
//   - fromChainId is a JSON number (a string is refused); the destination chain itself is
//     unsupported, with a pointer to Vault.depositSelf.
//   - userAddress must not be the zero address: the router refuses it as recipient.
//   - The approval is for exactly the amount, never unlimited. A token that refuses to change
//     a non-zero allowance to another non-zero value (USDT) is first reset to zero.
//   - A token balance below the amount is not an error: the answer is 200 with
//     insufficientBalance true and the reason in `error` (as newposition does for the margin
//     wallet), because the calldata is still the right one once the user holds the tokens.
//     The ready answer then carries no transaction (a transfer of tokens the sender does not
//     hold cannot be gas-estimated) and its simulation shows the token's revert
//     (OpenZeppelin's ERC20InsufficientBalance); the approval answer shows it in
//     depositSimulation.
//   - The status answer's amounts are DepositAmount objects; nonces are decimal strings.

// Deposit statuses of GET /api/crosschaindeposit/status.
const (
	depositPending   = "pending"
	depositDelivered = "delivered"
	depositFailed    = "failed"
	// the recipient gave up the credit; the relayer refunds the sender on the source chain
	depositRefundRequested = "refundRequested"
)

// Approval steps of POST /api/crosschaindeposit.
const (
	stepResetAllowance = "reset allowance to 0"
	stepApproveAmount  = "approve amount"
)

const msgAmountFormat = "amount in invalid format"

var (
	depositTokenABI    = testtoken.NewTestToken() // allowance, balanceOf, approve: plain ERC-20
	depositRouterABI   = depositrouter.NewDepositRouter()
	depositReceiverABI = depositreceiver.NewDepositReceiver()
)

// depositRequest is the body of POST /api/crosschaindeposit. Values are kept raw so that each
// is checked for its exact JSON type.
type depositRequest struct {
	UserAddress  json.RawMessage `json:"userAddress"`
	FromChainID  json.RawMessage `json:"fromChainId"`
	Amount       json.RawMessage `json:"amount"`
	TokenAddress json.RawMessage `json:"tokenAddress"`
}

// DepositAmount is an amount of a token: base units and their exact decimal reading.
type DepositAmount struct {
	Amount    string `json:"amount"` // base units, decimal integer
	Token     string `json:"token"`  // symbol
	Decimals  uint8  `json:"decimals"`
	Formatted string `json:"formatted"` // amount / 10^decimals
	Note      string `json:"note,omitempty"`
}

// DepositSimulation says what the approvals still to send and then the deposit would do,
// simulated one after another in one block on top of the latest (eth_simulateV1, without
// nonce, fee or native balance checks).
type DepositSimulation struct {
	Success    bool             `json:"success"`
	GasUsed    uint64           `json:"gasUsed"` // gas the bridgeDeposit call used, up to its revert when it failed
	Calls      []string         `json:"calls"`   // the calls simulated, in order
	FailedCall string           `json:"failedCall,omitempty"`
	Revert     *simulate.Revert `json:"revert,omitempty"`
	Error      string           `json:"error,omitempty"`
}

// depositSummary is what both answers of POST /api/crosschaindeposit say about the deposit.
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
	ExpectedCredit     DepositAmount `json:"expectedCredit"`
}

// depositApprovalResponse is the 200 body when an approval must be sent first: SPEC's
// needsApproval, approvalCalldata and spenderAddress, then our additions.
type depositApprovalResponse struct {
	NeedsApproval    bool     `json:"needsApproval"`
	ApprovalCalldata string   `json:"approvalCalldata"`
	SpenderAddress   string   `json:"spenderAddress"`
	RouterAddress    string   `json:"routerAddress"`
	ApprovalAmount   string   `json:"approvalAmount"`
	ApprovalSteps    []string `json:"approvalSteps"` // remaining steps; approvalCalldata is the first
	Note             string   `json:"note,omitempty"`
	depositSummary
	InsufficientBalance bool              `json:"insufficientBalance"`
	Error               string            `json:"error,omitempty"`
	RequiredGasFee      string            `json:"requiredGasFee"` // of the approval transaction
	ApprovalTransaction Transaction       `json:"approvalTransaction"`
	ApprovalSimulation  Simulation        `json:"approvalSimulation"`
	DepositSimulation   DepositSimulation `json:"depositSimulation"`
}

// depositReadyResponse is the 200 body when the deposit can be sent: SPEC's calldata and
// routerAddress, then our additions.
type depositReadyResponse struct {
	Calldata      string `json:"calldata"`
	RouterAddress string `json:"routerAddress"`
	NeedsApproval bool   `json:"needsApproval"`
	depositSummary
	InsufficientBalance bool         `json:"insufficientBalance"`
	Error               string       `json:"error,omitempty"`
	RequiredGasFee      string       `json:"requiredGasFee,omitempty"`
	Transaction         *Transaction `json:"transaction,omitempty"` // absent when the token balance is short
	Simulation          Simulation   `json:"simulation"`
	StatusURL           string       `json:"statusUrl"`
	Execution           string       `json:"execution"`
}

// depositOrder is a validated deposit request.
type depositOrder struct {
	user   common.Address
	source *deployment.SourceChain
	token  *deployment.Token
	amount *big.Int
}

// depositState is what the chains say about the deposit now.
type depositState struct {
	allowance *big.Int
	balance   *big.Int
	credit    *big.Int // stablecoin units the receiver would credit
}

func depositUnsupported(field string, details map[string]any, format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Code: CodeUnsupported, Field: field, Details: details, Message: fmt.Sprintf(format, args...)}
}

func isDecimalDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseDepositChainID reads a chain id: a positive integer written as plain digits.
func parseDepositChainID(field, text string) (uint64, *Error) {
	id, err := strconv.ParseUint(text, 10, 64)
	if !isDecimalDigits(text) || err != nil || id == 0 {
		return 0, invalid(field, "%s must be a positive integer chain id, such as 42161", field)
	}
	return id, nil
}

// parseBaseUnits reads the amount: a whole, positive number of base units below 2^256, sent as
// a JSON string or number of plain decimal digits.
func parseBaseUnits(raw json.RawMessage) (*big.Int, *Error) {
	bad := func(why string) (*big.Int, *Error) {
		return nil, invalid("amount", "%s: %s; amount is a whole number of the token's base units, including decimals, "+
			`written in decimal digits ("1000000" is 1 USDC)`, msgAmountFormat, why)
	}
	text := strings.TrimSpace(string(raw))
	if strings.HasPrefix(text, `"`) {
		if err := json.Unmarshal(raw, &text); err != nil {
			return bad("it is not a valid string")
		}
	} else if text == "" || !(text[0] == '-' || text[0] >= '0' && text[0] <= '9') {
		return bad("it must be a string or a number")
	}
	switch {
	case text == "":
		return bad("it is empty")
	case strings.HasPrefix(text, "-"):
		return bad("it is negative")
	case strings.Contains(text, ".") && isDecimalDigits(strings.Replace(text, ".", "", 1)):
		return bad("it has a fractional part")
	case !isDecimalDigits(text):
		return bad("it is not a whole number in decimal digits")
	}
	v, err := fixedpoint.Parse(text, 0)
	if err != nil {
		return bad("it does not fit in 256 bits")
	}
	if v.Sign() == 0 {
		return bad("it must be greater than zero")
	}
	return v, nil
}

// validate turns the request into a deposit on a supported source chain and token; it
// returns the first problem found.
func (r *depositRequest) validate(m *deployment.Manifest) (depositOrder, *Error) {
	var d depositOrder
	if absent(r.UserAddress) {
		return d, missing("userAddress", "userAddress is required: the address that sends the deposit and whose margin wallet is credited")
	}
	text, apiErr := parseString("userAddress", r.UserAddress)
	if apiErr != nil {
		return d, apiErr
	}
	if d.user, apiErr = parseAddress("userAddress", text); apiErr != nil {
		return d, apiErr
	}
	if d.user == (common.Address{}) {
		return d, invalid("userAddress", "userAddress must not be the zero address")
	}

	if absent(r.FromChainID) {
		return d, missing("fromChainId", "fromChainId is required: the chain id of the chain the tokens are on")
	}
	if strings.HasPrefix(strings.TrimSpace(string(r.FromChainID)), `"`) {
		return d, invalid("fromChainId", "fromChainId must be an integer JSON number, not a string")
	}
	chainID, apiErr := parseDepositChainID("fromChainId", strings.TrimSpace(string(r.FromChainID)))
	if apiErr != nil {
		return d, apiErr
	}

	if absent(r.Amount) {
		return d, missing("amount", `amount is required: the number of base units of the token, including decimals ("1000000" is 1 USDC)`)
	}
	if d.amount, apiErr = parseBaseUnits(r.Amount); apiErr != nil {
		return d, apiErr
	}

	if absent(r.TokenAddress) {
		return d, missing("tokenAddress", "tokenAddress is required: the token's contract address on the source chain")
	}
	if text, apiErr = parseString("tokenAddress", r.TokenAddress); apiErr != nil {
		return d, apiErr
	}
	tokenAddr, apiErr := parseAddress("tokenAddress", text)
	if apiErr != nil {
		return d, apiErr
	}

	if chainID == m.Destination.ChainID {
		return d, depositUnsupported("fromChainId",
			map[string]any{"destinationChainId": chainID, "vaultAddress": m.Destination.Vault.Hex()},
			"chain %d is the destination chain: deposit there directly with Vault.depositSelf(token, amount) on the vault %s, no bridge needed",
			chainID, m.Destination.Vault.Hex())
	}
	var ok bool
	if d.source, ok = m.Source(chainID); !ok {
		ids := make([]uint64, len(m.Sources))
		for i, s := range m.Sources {
			ids[i] = s.ChainID
		}
		return d, depositUnsupported("fromChainId", map[string]any{"supportedChainIds": ids},
			"chain %d is not a supported source chain; supported: %v", chainID, ids)
	}
	if d.token, ok = d.source.Token(tokenAddr); !ok {
		tokens := make([]map[string]any, len(d.source.Tokens))
		for i, t := range d.source.Tokens {
			tokens[i] = map[string]any{"address": t.Address.Hex(), "symbol": t.Symbol, "decimals": t.Decimals}
		}
		return d, depositUnsupported("tokenAddress", map[string]any{"supportedTokens": tokens},
			"token %s is not supported for deposits from chain %d", tokenAddr.Hex(), chainID)
	}
	return d, nil
}

func (s *Server) crossChainDeposit(c echo.Context) error {
	var req depositRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	d, apiErr := req.validate(s.manifest)
	if apiErr != nil {
		return apiErr
	}
	ctx := c.Request().Context()
	src := s.sources[d.source.ChainID]
	release, err := src.limit.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
	plan := newDepositPlan(d)
	var (
		pr     *simulate.PlanReport
		credit *big.Int
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		if pr, err = src.sim.RunPlan(gctx, plan.Plan); err != nil {
			return upstream("simulation", err)
		}
		return nil
	})
	g.Go(func() (err error) {
		credit, err = s.depositQuote(gctx, d)
		return err
	})
	if err := g.Wait(); err != nil {
		return err
	}
	st, err := depositStateOf(pr, credit)
	if err != nil {
		return err
	}
	sum := s.summary(d, st)
	if st.allowance.Cmp(d.amount) < 0 {
		resp, err := s.depositApproval(ctx, src, d, st, sum, plan, pr)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, resp)
	}
	resp, err := s.depositReady(ctx, src, d, st, sum, plan, pr)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, resp)
}

// depositPlan is everything a deposit may need from the source chain, asked in one round trip
// before the allowance is known: the allowance and token balance, the deposit's pre-flight,
// the pre-flight of the first approval in either case (approve the amount, or reset a
// zero-reset token's allowance to 0), and the approvals and the deposit run one after another
// for each. Whichever the allowance calls for is used; the rest costs the node a few
// simulations of an ERC-20 approve, not the caller a second round trip.
type depositPlan struct {
	simulate.Plan
	deposit trade.Tx
	// approvals[i] is the first approval (Plan.Calls[1+i]) and bundles[i] the calls of
	// Plan.Bundles[i] in text: i = 0 approves the amount, i = 1 (zero-reset tokens only)
	// resets the allowance first.
	approvals []trade.Tx
	bundles   [][]string
}

const (
	planCallDeposit = 0 // Plan.Calls[0] is the deposit; approvals follow
	planReadAllow   = 0 // Plan.Reads: allowance, then token balance
	planReadBalance = 1
)

func newDepositPlan(d depositOrder) depositPlan {
	router := d.source.Router
	p := depositPlan{deposit: trade.BridgeDeposit(router, d.token.Address, d.amount, d.user)}
	call := func(tx trade.Tx) simulate.Call { return simulate.Call{From: d.user, To: tx.To, Data: tx.Data} }
	approveText := func(a *big.Int) string { return fmt.Sprintf("approve(%s, %s)", router.Hex(), a) }
	depositText := fmt.Sprintf("bridgeDeposit(%s, %s, %s)", d.token.Address.Hex(), d.amount, d.user.Hex())

	p.Sender = d.user
	p.Reads = []simulate.Read{
		planReadAllow:   {To: d.token.Address, Data: depositTokenABI.PackAllowance(d.user, router)},
		planReadBalance: {To: d.token.Address, Data: depositTokenABI.PackBalanceOf(d.user)},
	}
	p.Calls = []simulate.Call{planCallDeposit: call(p.deposit)}
	sequences := [][]*big.Int{{d.amount}}
	if d.token.ZeroResetApproval {
		sequences = append(sequences, []*big.Int{new(big.Int), d.amount})
	}
	for _, seq := range sequences {
		first := trade.Approve(d.token.Address, router, seq[0])
		p.approvals = append(p.approvals, first)
		p.Calls = append(p.Calls, call(first))
		var calls []simulate.Call
		var texts []string
		for _, a := range seq {
			calls = append(calls, call(trade.Approve(d.token.Address, router, a)))
			texts = append(texts, approveText(a))
		}
		p.Bundles = append(p.Bundles, append(calls, call(p.deposit)))
		p.bundles = append(p.bundles, append(texts, depositText))
	}
	return p
}

// depositStateOf reads the allowance and token balance out of the plan's answer.
func depositStateOf(pr *simulate.PlanReport, credit *big.Int) (depositState, error) {
	for _, r := range pr.Reads {
		if r.Err != nil {
			return depositState{}, upstream("read token allowance and balance", r.Err)
		}
	}
	allowance, err1 := depositTokenABI.UnpackAllowance(pr.Reads[planReadAllow].Data)
	balance, err2 := depositTokenABI.UnpackBalanceOf(pr.Reads[planReadBalance].Data)
	if err := errors.Join(err1, err2); err != nil {
		return depositState{}, upstream("decode token allowance and balance", err)
	}
	return depositState{allowance: allowance, balance: balance, credit: credit}, nil
}

// depositQuote asks the destination's receiver what it would credit for the deposit (one
// round trip on the destination chain).
func (s *Server) depositQuote(ctx context.Context, d depositOrder) (*big.Int, error) {
	chainID := new(big.Int).SetUint64(d.source.ChainID)
	res, err := s.destChain.sim.Reads(ctx, simulate.Read{To: s.dest.DepositReceiver, Data: depositReceiverABI.PackQuote(chainID, d.token.Address, d.amount)})
	if err != nil {
		return nil, upstream("quote the deposit", err)
	}
	if rv := res[0].Revert; rv != nil {
		if rv.Name == "UnsupportedRoute" {
			e := depositUnsupported("tokenAddress", nil, "the deposit receiver on chain %d does not accept %s from chain %d",
				s.dest.ChainID, d.token.Address.Hex(), d.source.ChainID)
			e.Revert = rv
			return nil, e
		}
		if code, _ := rv.Arg("code"); rv.Kind == simulate.RevertPanic && code == "17" {
			// Panic(0x11): the conversion of the amount to USD overflows uint256; the amount
			// is too large, the node is fine.
			e := invalid("amount", "%s: it is too large to be converted to USD", msgAmountFormat)
			e.Revert = rv
			return nil, e
		}
		return nil, &Error{Status: http.StatusBadGateway, Code: CodeUpstream, Revert: rv, Cause: res[0].Err,
			Message: "the deposit receiver cannot convert this deposit now: " + rv.Message}
	}
	if res[0].Err != nil {
		return nil, upstream("quote the deposit", res[0].Err)
	}
	credit, err := depositReceiverABI.UnpackQuote(res[0].Data)
	if err != nil {
		return nil, upstream("decode the deposit quote", err)
	}
	return credit, nil
}

func (s *Server) summary(d depositOrder, st depositState) depositSummary {
	stable := s.dest.Stable
	credit := DepositAmount{
		Amount: st.credit.String(), Token: stable.Symbol, Decimals: stable.Decimals,
		Formatted: fixedpoint.Format(st.credit, int32(stable.Decimals)),
		Note:      "converted 1:1 (decimals normalised) less the bridge fee",
	}
	if !d.token.Stable {
		credit.Note = "at the current oracle price less the bridge fee; the deposit is converted at the oracle price when the relayer delivers it"
	}
	return depositSummary{
		FromChainID: d.source.ChainID, DestinationChainID: s.dest.ChainID,
		TokenAddress: d.token.Address.Hex(), TokenSymbol: d.token.Symbol, TokenDecimals: d.token.Decimals,
		Amount: d.amount.String(), AmountFormatted: fixedpoint.Format(d.amount, int32(d.token.Decimals)),
		TokenBalance: st.balance.String(), CurrentAllowance: st.allowance.String(),
		ExpectedCredit: credit,
	}
}

// tokenShortfall describes a token balance below the amount, or "".
func tokenShortfall(d depositOrder, st depositState) string {
	if st.balance.Cmp(d.amount) >= 0 {
		return ""
	}
	dec := int32(d.token.Decimals)
	return fmt.Sprintf("token balance is %s %s but this deposit needs %s %s: hold at least %s %s more on chain %d",
		fixedpoint.Format(st.balance, dec), d.token.Symbol, fixedpoint.Format(d.amount, dec), d.token.Symbol,
		fixedpoint.Format(new(big.Int).Sub(d.amount, st.balance), dec), d.token.Symbol, d.source.ChainID)
}

// depositApproval answers with the next approval, from the plan: its pre-flight, and the
// approvals still to send and the deposit run together, so that the caller learns now whether
// the deposit will work.
func (s *Server) depositApproval(ctx context.Context, src chain, d depositOrder, st depositState, sum depositSummary, plan depositPlan, pr *simulate.PlanReport) (*depositApprovalResponse, error) {
	router := d.source.Router
	resp := &depositApprovalResponse{
		NeedsApproval: true, SpenderAddress: router.Hex(), RouterAddress: router.Hex(),
		ApprovalAmount: d.amount.String(), ApprovalSteps: []string{stepApproveAmount}, depositSummary: sum,
	}
	seq := 0
	if d.token.ZeroResetApproval && st.allowance.Sign() > 0 {
		seq = 1
		resp.ApprovalAmount = "0"
		resp.ApprovalSteps = []string{stepResetAllowance, stepApproveAmount}
		resp.Note = fmt.Sprintf("%s refuses to change a non-zero allowance (%s now) to another non-zero value: send this transaction "+
			"to reset the router's allowance to 0, then call this endpoint again for the approval of the amount",
			d.token.Symbol, st.allowance)
	}
	approveTx := plan.approvals[seq]
	resp.ApprovalCalldata = hexData(approveTx.Data)
	resp.DepositSimulation.Calls = plan.bundles[seq]
	if err := pr.BundleErrs[seq]; err != nil {
		return nil, upstream("simulate the approval and the deposit", err)
	}
	p, err := settle(ctx, src, d.user, approveTx, pr.Report(1+seq))
	if err != nil {
		return nil, err
	}
	results := pr.Bundles[seq]
	resp.DepositSimulation.Success = true
	resp.DepositSimulation.GasUsed = results[len(results)-1].GasUsed
	for i, r := range results {
		if !r.Success {
			resp.DepositSimulation.Success = false
			resp.DepositSimulation.FailedCall = resp.DepositSimulation.Calls[i]
			resp.DepositSimulation.Revert = r.Revert
			resp.DepositSimulation.Error = r.Failure()
			break
		}
	}

	shortfalls := p.Shortfalls
	if msg := tokenShortfall(d, st); msg != "" {
		shortfalls = append([]string{msg}, shortfalls...)
	}
	resp.InsufficientBalance = p.InsufficientBalance || len(shortfalls) > 0
	resp.Error = joinShortfalls(shortfalls)
	resp.RequiredGasFee = p.RequiredGasFee.String()
	resp.ApprovalTransaction = p.Transaction
	resp.ApprovalSimulation = p.Simulation
	return resp, nil
}

// depositReady answers with bridgeDeposit(token, amount, user), pre-flighted as the user in the
// plan.
func (s *Server) depositReady(ctx context.Context, src chain, d depositOrder, st depositState, sum depositSummary, plan depositPlan, pr *simulate.PlanReport) (*depositReadyResponse, error) {
	tx := plan.deposit
	resp := &depositReadyResponse{
		Calldata: hexData(tx.Data), RouterAddress: d.source.Router.Hex(), depositSummary: sum,
		StatusURL: fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&txHash={txHash}", d.source.ChainID),
		Execution: fmt.Sprintf("Once this transaction is mined on chain %d, the relayer delivers the deposit to chain %d, where it is "+
			"converted to %s and credited to the margin wallet of %s; completion time depends on the source chain. "+
			"Query statusUrl with the hash of the sent transaction.", d.source.ChainID, s.dest.ChainID, s.dest.Stable.Symbol, d.user.Hex()),
	}
	rep := pr.Report(planCallDeposit)
	if msg := tokenShortfall(d, st); msg != "" {
		// The token would revert the transfer: report it with the token's own revert, without
		// a transaction to sign.
		resp.InsufficientBalance, resp.Error = true, msg
		resp.Simulation = Simulation{BlockNumber: rep.BlockNumber, BlockHash: rep.BlockHash, Success: rep.Success, Revert: rep.Revert}
		if rep.Revert == nil {
			resp.Simulation.Revert = rep.EstimateRevert
		}
		return resp, nil
	}
	p, err := settle(ctx, src, d.user, tx, rep)
	if err != nil {
		return nil, err
	}
	resp.InsufficientBalance = p.InsufficientBalance
	resp.Error = joinShortfalls(p.Shortfalls)
	resp.RequiredGasFee = p.RequiredGasFee.String()
	resp.Transaction = &p.Transaction
	resp.Simulation = p.Simulation
	return resp, nil
}

// DepositSource is the source-chain side of a deposit, from its DepositInitiated event.
type DepositSource struct {
	TxHash       string `json:"txHash"`
	BlockNumber  uint64 `json:"blockNumber"`
	Sender       string `json:"sender"`
	TokenAddress string `json:"tokenAddress"`
	TokenSymbol  string `json:"tokenSymbol,omitempty"`
	Amount       string `json:"amount"` // base units of the token
}

// depositStatusResponse is the 200 body of GET /api/crosschaindeposit/status.
type depositStatusResponse struct {
	Status             string           `json:"status"` // pending, delivered or failed
	Nonce              string           `json:"nonce"`
	FromChainID        uint64           `json:"fromChainId"`
	DestinationChainID uint64           `json:"destinationChainId"`
	Recipient          string           `json:"recipient,omitempty"`
	CreditedAmount     *DepositAmount   `json:"creditedAmount,omitempty"` // delivered only
	Reason             *simulate.Revert `json:"reason,omitempty"`         // failed only: the decoded revert of the conversion or credit
	Retry              *DepositRetry    `json:"retry,omitempty"`          // failed only: how to credit it again
	Deposit            *DepositSource   `json:"deposit,omitempty"`
}

// DepositRetry is the call that credits a failed delivery again once its cause (a short float, a
// stale price) is gone: DepositReceiver.retry(fromChainId, nonce) on the destination chain, sent
// by the recipient or a relayer (the relayer retries failed deliveries on its own too).
type DepositRetry struct {
	ChainID  uint64 `json:"chainId"`
	To       string `json:"to"`
	Data     string `json:"data"`
	Attempts string `json:"attempts"`
	// RefundData gives up the credit for a refund of the deposit to its sender on the source
	// chain (DepositReceiver.requestRefund, to the same address; recipient only): for a failure
	// that will not go away.
	RefundData string `json:"refundData"`
}

func (s *Server) crossChainDepositStatus(c echo.Context) error {
	q := c.QueryParam("fromChainId")
	if q == "" {
		return missing("fromChainId", "query parameter fromChainId is required: the chain the deposit was sent on")
	}
	chainID, apiErr := parseDepositChainID("fromChainId", q)
	if apiErr != nil {
		return apiErr
	}
	source, ok := s.manifest.Source(chainID)
	if !ok {
		return depositUnsupported("fromChainId", nil, "chain %d is not a supported source chain", chainID)
	}
	hashText, nonceText := c.QueryParam("txHash"), c.QueryParam("nonce")
	switch {
	case hashText == "" && nonceText == "":
		return missing("txHash", "query parameter txHash (the deposit transaction's hash) or nonce (the deposit's nonce) is required")
	case hashText != "" && nonceText != "":
		return invalid("nonce", "give txHash or nonce, not both")
	}
	ctx := c.Request().Context()
	src := s.sources[chainID]
	var (
		ev    *depositrouter.DepositRouterDepositInitiated
		nonce *big.Int
		err   error
	)
	if hashText != "" {
		if len(hashText) != 66 || !strings.HasPrefix(hashText, "0x") || !isHexDigits(hashText[2:]) {
			return invalid("txHash", "txHash must be 0x followed by 64 hex digits")
		}
		if ev, err = s.depositByTx(ctx, src, source, common.HexToHash(hashText)); err != nil {
			return err
		}
		nonce = ev.Nonce
	} else {
		if len(nonceText) > 78 || !isDecimalDigits(nonceText) {
			return invalid("nonce", "nonce must be a non-negative integer")
		}
		nonce, _ = new(big.Int).SetString(nonceText, 10)
		if ev, err = s.depositByNonce(ctx, src, source, nonce); err != nil {
			return err
		}
	}

	res, err := s.destChain.sim.Reads(ctx, simulate.Read{To: s.dest.DepositReceiver, Data: depositReceiverABI.PackGetDelivery(new(big.Int).SetUint64(chainID), nonce)})
	if err != nil {
		return upstream("read the delivery", err)
	}
	if res[0].Err != nil {
		return upstream("read the delivery", res[0].Err)
	}
	delivery, err := depositReceiverABI.UnpackGetDelivery(res[0].Data)
	if err != nil {
		return upstream("decode the delivery", err)
	}
	resp := depositStatusResponse{Nonce: nonce.String(), FromChainID: chainID, DestinationChainID: s.dest.ChainID}
	if ev != nil {
		resp.Recipient = ev.Recipient.Hex()
		resp.Deposit = &DepositSource{
			TxHash: ev.Raw.TxHash.Hex(), BlockNumber: ev.Raw.BlockNumber, Sender: ev.Sender.Hex(),
			TokenAddress: ev.Token.Hex(), Amount: ev.Amount.String(),
		}
		if t, ok := source.Token(ev.Token); ok {
			resp.Deposit.TokenSymbol = t.Symbol
		}
	}
	switch delivery.Status {
	case 0:
		resp.Status = depositPending
	case 1:
		stable := s.dest.Stable
		resp.Status, resp.Recipient = depositDelivered, delivery.Recipient.Hex()
		resp.CreditedAmount = &DepositAmount{
			Amount: delivery.CreditedAmount.String(), Token: stable.Symbol, Decimals: stable.Decimals,
			Formatted: fixedpoint.Format(delivery.CreditedAmount, int32(stable.Decimals)),
		}
	case 2:
		resp.Status, resp.Recipient = depositFailed, delivery.Recipient.Hex()
		resp.Reason = s.destChain.sim.Decoder().Decode(delivery.Reason)
		resp.Retry = &DepositRetry{
			RefundData: hexutil.Encode(depositReceiverABI.PackRequestRefund(new(big.Int).SetUint64(chainID), nonce)),
			ChainID:    s.dest.ChainID, To: s.dest.DepositReceiver.Hex(),
			Data:     hexutil.Encode(depositReceiverABI.PackRetry(new(big.Int).SetUint64(chainID), nonce)),
			Attempts: delivery.Attempts.String(),
		}
	case 3:
		resp.Status, resp.Recipient = depositRefundRequested, delivery.Recipient.Hex()
		resp.Reason = s.destChain.sim.Decoder().Decode(delivery.Reason)
	default:
		return upstream("read the delivery", fmt.Errorf("unknown delivery status %d", delivery.Status))
	}
	return c.JSON(http.StatusOK, resp)
}

func isHexDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F') {
			return false
		}
	}
	return true
}

func depositNotFound(format string, args ...any) *Error {
	return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Message: fmt.Sprintf(format, args...)}
}

// depositByTx finds the first DepositInitiated event of the router in the transaction's
// receipt. A transaction with several deposits: query the others by nonce.
func (s *Server) depositByTx(ctx context.Context, src chain, source *deployment.SourceChain, hash common.Hash) (*depositrouter.DepositRouterDepositInitiated, error) {
	var (
		receipt *types.Receipt
		tx      json.RawMessage
	)
	batch := []rpc.BatchElem{
		{Method: "eth_getTransactionReceipt", Args: []any{hash}, Result: &receipt},
		{Method: "eth_getTransactionByHash", Args: []any{hash}, Result: &tx},
	}
	if err := src.sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, upstream("read the deposit transaction", err)
	}
	for _, el := range batch {
		if el.Error != nil {
			return nil, upstream("read the deposit transaction", el.Error)
		}
	}
	if receipt == nil {
		if !absent(tx) {
			e := depositNotFound("transaction %s is not mined yet on chain %d; ask again once it is", hash.Hex(), source.ChainID)
			e.Details = map[string]any{"transactionStatus": "pending"}
			return nil, e
		}
		return nil, depositNotFound("transaction %s is unknown on chain %d", hash.Hex(), source.ChainID)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		e := depositNotFound("transaction %s reverted on chain %d: it made no deposit", hash.Hex(), source.ChainID)
		e.Details = map[string]any{"transactionStatus": "reverted"}
		return nil, e
	}
	eventID := depositRouterABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName].ID
	for _, l := range receipt.Logs {
		if l.Address != source.Router || len(l.Topics) == 0 || l.Topics[0] != eventID {
			continue
		}
		ev, err := depositRouterABI.UnpackDepositInitiatedEvent(l)
		if err != nil {
			return nil, upstream("decode the deposit event", err)
		}
		return ev, nil
	}
	return nil, depositNotFound("transaction %s on chain %d made no deposit through the router %s", hash.Hex(), source.ChainID, source.Router.Hex())
}

// depositByNonce checks that the router has made the deposit with this nonce and looks for its
// event (nonce is an indexed topic), in one batch. A node that refuses the log query (block
// range limits) only costs the answer the source-side details.
func (s *Server) depositByNonce(ctx context.Context, src chain, source *deployment.SourceChain, nonce *big.Int) (*depositrouter.DepositRouterDepositInitiated, error) {
	var (
		next hexutil.Bytes
		logs []types.Log
	)
	eventID := depositRouterABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName].ID
	batch := []rpc.BatchElem{
		{Method: "eth_call", Args: []any{map[string]any{"to": source.Router, "input": hexutil.Bytes(depositRouterABI.PackNextNonce())}, "latest"}, Result: &next},
		{Method: "eth_getLogs", Args: []any{map[string]any{
			"address":   source.Router,
			"fromBlock": hexutil.EncodeUint64(source.DeployBlock),
			"toBlock":   "latest",
			"topics":    [][]common.Hash{{eventID}, {common.BigToHash(nonce)}},
		}}, Result: &logs},
	}
	if err := src.sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, upstream("read the router", err)
	}
	if batch[0].Error != nil {
		return nil, upstream("read the router", batch[0].Error)
	}
	count, err := depositRouterABI.UnpackNextNonce(next)
	if err != nil {
		return nil, upstream("decode the router's nonce", err)
	}
	if nonce.Cmp(count) >= 0 {
		return nil, depositNotFound("no deposit with nonce %s on chain %d: the router has made %s deposits", nonce, source.ChainID, count)
	}
	if batch[1].Error != nil {
		return nil, nil
	}
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		if ev, err := depositRouterABI.UnpackDepositInitiatedEvent(&logs[i]); err == nil && ev.Nonce.Cmp(nonce) == 0 {
			return ev, nil
		}
	}
	return nil, nil
}
