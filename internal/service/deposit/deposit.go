// Package deposit is the cross-chain deposit domain: a deposit into the margin wallet from a
// source chain, through the source chain's DepositRouter and the destination's
// DepositReceiver. It plans the token approvals (exactly the amount; a token that refuses to
// change a non-zero allowance, such as USDT, is reset to 0 first), quotes the credit, pre-flights
// the next transaction the user must send, and follows a sent deposit to its delivery
// (status.go). It knows nothing of HTTP.
package deposit

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// MsgAmountFormat begins every problem with the amount (fixed text).
const MsgAmountFormat = "amount in invalid format"

// Approval steps.
const (
	StepResetAllowance = "reset allowance to 0"
	StepApproveAmount  = "approve amount"
)

var (
	tokenABI    = testtoken.NewTestToken() // allowance, balanceOf, approve: plain ERC-20
	routerABI   = depositrouter.NewDepositRouter()
	receiverABI = depositreceiver.NewDepositReceiver()
)

// ApproveTx builds ERC20.approve(spender, amount).
func ApproveTx(token, spender common.Address, amount *big.Int) prepare.Tx {
	return prepare.Tx{To: token, Data: tokenABI.PackApprove(spender, amount), Value: new(big.Int)}
}

// BridgeDepositTx builds DepositRouter.bridgeDeposit(token, amount, recipient).
func BridgeDepositTx(router, token common.Address, amount *big.Int, recipient common.Address) prepare.Tx {
	return prepare.Tx{To: router, Data: routerABI.PackBridgeDeposit(token, amount, recipient), Value: new(big.Int)}
}

// Order is a deposit of a supported token from a supported source chain.
type Order struct {
	User   common.Address
	Source *deployment.SourceChain
	Token  *deployment.Token
	Amount *big.Int // base units of the token
}

// Resolve checks a deposit's chain and token against the manifest: the destination chain
// itself, an unknown chain and an unknown token are Unsupported problems that list what is.
func Resolve(m *deployment.Manifest, user common.Address, chainID uint64, token common.Address, amount *big.Int) (Order, error) {
	d := Order{User: user, Amount: amount}
	if chainID == m.Destination.ChainID {
		return d, problem.New(problem.Unsupported, "fromChainId",
			"chain %d is the destination chain: deposit there directly with Vault.depositSelf(token, amount) on the vault %s, no bridge needed",
			chainID, m.Destination.Vault.Hex()).With(problem.Details{DestinationChainID: &chainID, VaultAddress: &m.Destination.Vault})
	}
	var ok bool
	if d.Source, ok = m.Source(chainID); !ok {
		ids := make([]uint64, len(m.Sources))
		for i, s := range m.Sources {
			ids[i] = s.ChainID
		}
		return d, problem.New(problem.Unsupported, "fromChainId", "chain %d is not a supported source chain; supported: %v", chainID, ids).
			With(problem.Details{SupportedChainIDs: ids})
	}
	if d.Token, ok = d.Source.Token(token); !ok {
		tokens := make([]problem.Token, len(d.Source.Tokens))
		for i, t := range d.Source.Tokens {
			tokens[i] = problem.Token{Address: t.Address, Symbol: t.Symbol, Decimals: t.Decimals}
		}
		return d, problem.New(problem.Unsupported, "tokenAddress", "token %s is not supported for deposits from chain %d", token.Hex(), chainID).
			With(problem.Details{SupportedTokens: tokens})
	}
	return d, nil
}

// Amount is an amount of a token, in its base units.
type Amount struct {
	Amount   *big.Int // base units
	Token    string   // symbol
	Decimals uint8
	Note     string
}

// Simulation says what the approvals still to send and then the deposit would do, simulated
// one after another in one block on top of the latest (eth_simulateV1, without nonce, fee or
// native balance checks).
type Simulation struct {
	Success    bool
	GasUsed    uint64   // gas the bridgeDeposit call used, up to its revert when it failed
	Calls      []string // the calls simulated, in order
	FailedCall string
	Revert     *simulate.Revert
	Error      string
}

// Summary is what both answers say about the deposit; amounts in the token's base units.
type Summary struct {
	FromChainID        uint64
	DestinationChainID uint64
	TokenAddress       common.Address
	TokenSymbol        string
	TokenDecimals      uint8
	Amount             *big.Int
	TokenBalance       *big.Int
	CurrentAllowance   *big.Int
	ExpectedCredit     Amount
}

// Approval is the answer when an approval must be sent first: needsApproval, approvalCalldata and
// spenderAddress, then further details.
type Approval struct {
	NeedsApproval    bool
	ApprovalCalldata []byte
	SpenderAddress   common.Address
	RouterAddress    common.Address
	ApprovalAmount   *big.Int
	ApprovalSteps    []string // remaining steps; approvalCalldata is the first
	Note             string
	Summary
	InsufficientBalance bool
	Error               string
	RequiredGasFee      *big.Int // wei, of the approval transaction
	ApprovalTransaction prepare.Transaction
	ApprovalSimulation  prepare.Simulation
	DepositSimulation   Simulation
	Effects             []prepare.Effect // of the approvals and the deposit, on the source chain
}

// Ready is the answer when the deposit can be sent: calldata and routerAddress, then further
// details.
type Ready struct {
	Calldata      []byte
	RouterAddress common.Address
	NeedsApproval bool
	Summary
	InsufficientBalance bool
	Error               string
	RequiredGasFee      *big.Int             // wei; nil when the token balance is short
	Transaction         *prepare.Transaction // nil when the token balance is short
	Simulation          prepare.Simulation
	StatusURL           string
	Execution           string
	Effects             []prepare.Effect    // on the source chain; the credit is ExpectedCredit
	Delegation          *prepare.Delegation // a batch's (PrepareBatch); nil otherwise
}

// Service prepares deposits from the source chains and follows them to the destination.
type Service struct {
	manifest *deployment.Manifest
	dest     prepare.Chain
	sources  map[uint64]prepare.Chain
	index    Index // nil: none
}

// Config is what a Service needs: the manifest, the destination chain and each source chain by
// chain id.
type Config struct {
	Manifest *deployment.Manifest
	Dest     prepare.Chain
	Sources  map[uint64]prepare.Chain
	// Index, when not nil, is the event index: a status then names the transactions that
	// delivered (or failed, or refunded) the deposit.
	Index Index
}

// New returns the deposit service of the manifest's chains.
func New(cfg Config) *Service {
	return &Service{manifest: cfg.Manifest, dest: cfg.Dest, sources: cfg.Sources, index: cfg.Index}
}

// state is what the chains say about the deposit now.
type state struct {
	allowance *big.Int
	balance   *big.Int
	credit    *big.Int // stablecoin units the receiver would credit
}

// Prepare answers with the next transaction the user sends: an Approval while the router's
// allowance is short, else Ready with the deposit itself. One round trip on each chain, side
// by side: the whole plan on the source chain, the quote on the destination.
func (s *Service) Prepare(ctx context.Context, d Order) (*Approval, *Ready, error) {
	src := s.sources[d.Source.ChainID]
	release, err := src.Limit.Acquire(ctx)
	if err != nil {
		return nil, nil, err
	}
	defer release()
	plan := newPlan(d)
	pr, st, err := s.runWithQuote(ctx, src, d, plan.Plan)
	if err != nil {
		return nil, nil, err
	}
	sum := s.summary(d, st)
	if st.allowance.Cmp(d.Amount) < 0 {
		a, err := approval(ctx, src, d, st, sum, plan, pr)
		return a, nil, err
	}
	r, err := s.ready(ctx, src, d, st, sum, plan, pr)
	return nil, r, err
}

// runWithQuote asks p of the source chain and the deposit's quote of the destination, side by
// side, one round trip each, and reads the token's allowance and balance (p's reads
// planReadAllow and planReadBalance) out of the answer.
func (s *Service) runWithQuote(ctx context.Context, src prepare.Chain, d Order, p simulate.Plan) (*simulate.PlanReport, state, error) {
	var (
		pr     *simulate.PlanReport
		credit *big.Int
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		if pr, err = src.Sim.RunPlan(gctx, simulate.Latest(), p); err != nil {
			return problem.UpstreamFailure("simulation", err)
		}
		return nil
	})
	g.Go(func() (err error) {
		credit, err = s.quote(gctx, d)
		return err
	})
	if err := g.Wait(); err != nil {
		return nil, state{}, err
	}
	st, err := stateOf(pr, credit)
	return pr, st, err
}

// plan is everything a deposit may need from the source chain, asked in one round trip before
// the allowance is known: the allowance and token balance, the deposit's pre-flight, the
// pre-flight of the first approval in either case (approve the amount, or reset a zero-reset
// token's allowance to 0), and the approvals and the deposit run one after another for each.
// Whichever the allowance calls for is used; the rest costs the node a few simulations of an
// ERC-20 approve, not the caller a second round trip.
type plan struct {
	simulate.Plan
	deposit prepare.Tx
	// approvals[i] is the first approval (Plan.Calls[1+i]) and bundles[i] the calls of
	// Plan.Sims[i] in text: i = 0 approves the amount, i = 1 (zero-reset tokens only)
	// resets the allowance first.
	approvals []prepare.Tx
	bundles   [][]string
}

const (
	planCallDeposit = 0 // Plan.Calls[0] is the deposit; approvals follow
	planReadAllow   = 0 // Plan.Reads: allowance, then token balance
	planReadBalance = 1
)

func newPlan(d Order) plan {
	router := d.Source.Router
	p := plan{deposit: BridgeDepositTx(router, d.Token.Address, d.Amount, d.User)}
	call := func(tx prepare.Tx) simulate.Call { return simulate.Call{From: d.User, To: tx.To, Data: tx.Data} }
	approveText := func(a *big.Int) string { return fmt.Sprintf("approve(%s, %s)", router.Hex(), a) }
	depositText := fmt.Sprintf("bridgeDeposit(%s, %s, %s)", d.Token.Address.Hex(), d.Amount, d.User.Hex())

	p.Sender = d.User
	p.Reads = []simulate.Read{
		planReadAllow:   {To: d.Token.Address, Data: tokenABI.PackAllowance(d.User, router)},
		planReadBalance: {To: d.Token.Address, Data: tokenABI.PackBalanceOf(d.User)},
	}
	p.Calls = []simulate.Call{planCallDeposit: call(p.deposit)}
	sequences := [][]*big.Int{{d.Amount}}
	if d.Token.ZeroResetApproval {
		sequences = append(sequences, []*big.Int{new(big.Int), d.Amount})
	}
	for _, seq := range sequences {
		first := ApproveTx(d.Token.Address, router, seq[0])
		p.approvals = append(p.approvals, first)
		p.Calls = append(p.Calls, call(first))
		var calls []simulate.Call
		var texts []string
		for _, a := range seq {
			calls = append(calls, call(ApproveTx(d.Token.Address, router, a)))
			texts = append(texts, approveText(a))
		}
		// one block, its transfers traced for the deposit's effects
		p.Sims = append(p.Sims, simulate.Sim{Blocks: []simulate.SimBlock{{Calls: append(calls, call(p.deposit))}}, TraceTransfers: true})
		p.bundles = append(p.bundles, append(texts, depositText))
	}
	return p
}

// stateOf reads the allowance and token balance out of the plan's answer.
func stateOf(pr *simulate.PlanReport, credit *big.Int) (state, error) {
	for _, r := range pr.Reads {
		if r.Err != nil {
			return state{}, problem.UpstreamFailure("read token allowance and balance", r.Err)
		}
	}
	allowance, err1 := tokenABI.UnpackAllowance(pr.Reads[planReadAllow].Data)
	balance, err2 := tokenABI.UnpackBalanceOf(pr.Reads[planReadBalance].Data)
	if err := errors.Join(err1, err2); err != nil {
		return state{}, problem.UpstreamFailure("decode token allowance and balance", err)
	}
	return state{allowance: allowance, balance: balance, credit: credit}, nil
}

// quote asks the destination's receiver what it would credit for the deposit (one round trip
// on the destination chain).
func (s *Service) quote(ctx context.Context, d Order) (*big.Int, error) {
	dest := s.manifest.Destination
	chainID := new(big.Int).SetUint64(d.Source.ChainID)
	res, err := s.dest.Sim.Reads(ctx, simulate.Latest(), simulate.Read{To: dest.DepositReceiver, Data: receiverABI.PackQuote(chainID, d.Token.Address, d.Amount)})
	if err != nil {
		return nil, problem.UpstreamFailure("quote the deposit", err)
	}
	if rv := res[0].Revert; rv != nil {
		if rv.Name == "UnsupportedRoute" {
			e := problem.New(problem.Unsupported, "tokenAddress", "the deposit receiver on chain %d does not accept %s from chain %d",
				dest.ChainID, d.Token.Address.Hex(), d.Source.ChainID)
			e.Revert = rv
			return nil, e
		}
		if code, _ := rv.Arg("code"); rv.Kind == simulate.RevertPanic && code == "17" {
			// Panic(0x11): the conversion of the amount to USD overflows uint256; the amount
			// is too large, the node is fine.
			e := problem.New(problem.Invalid, "amount", "%s: it is too large to be converted to USD", MsgAmountFormat)
			e.Revert = rv
			return nil, e
		}
		return nil, &problem.Error{Kind: problem.Upstream, Revert: rv, Cause: res[0].Err,
			Message: "the deposit receiver cannot convert this deposit now: " + rv.Message}
	}
	if res[0].Err != nil {
		return nil, problem.UpstreamFailure("quote the deposit", res[0].Err)
	}
	credit, err := receiverABI.UnpackQuote(res[0].Data)
	if err != nil {
		return nil, problem.UpstreamFailure("decode the deposit quote", err)
	}
	return credit, nil
}

func (s *Service) summary(d Order, st state) Summary {
	stable := s.manifest.Destination.Stable
	credit := Amount{
		Amount: st.credit, Token: stable.Symbol, Decimals: stable.Decimals,
		Note: "converted 1:1 (decimals normalised) less the bridge fee",
	}
	if !d.Token.Stable {
		credit.Note = "at the current oracle price less the bridge fee; the deposit is converted at the oracle price when the relayer delivers it"
	}
	return Summary{
		FromChainID: d.Source.ChainID, DestinationChainID: s.manifest.Destination.ChainID,
		TokenAddress: d.Token.Address, TokenSymbol: d.Token.Symbol, TokenDecimals: d.Token.Decimals,
		Amount: d.Amount, TokenBalance: st.balance, CurrentAllowance: st.allowance,
		ExpectedCredit: credit,
	}
}

// tokenShortfall describes a token balance below the amount, or "".
func tokenShortfall(d Order, st state) string {
	if st.balance.Cmp(d.Amount) >= 0 {
		return ""
	}
	dec := int32(d.Token.Decimals)
	return fmt.Sprintf("token balance is %s %s but this deposit needs %s %s: hold at least %s %s more on chain %d",
		fixedpoint.Format(st.balance, dec), d.Token.Symbol, fixedpoint.Format(d.Amount, dec), d.Token.Symbol,
		fixedpoint.Format(new(big.Int).Sub(d.Amount, st.balance), dec), d.Token.Symbol, d.Source.ChainID)
}

// effects are the balance changes of a plan's approvals and deposit on the source chain, none
// when one of them fails.
func effects(d Order, sim simulate.SimReport) []prepare.Effect {
	calls := sim.Blocks[0].Calls
	for _, c := range calls {
		if !c.Success {
			return []prepare.Effect{}
		}
	}
	tokens := map[common.Address]prepare.TokenInfo{}
	for _, t := range d.Source.Tokens {
		tokens[t.Address] = prepare.TokenInfo{Symbol: t.Symbol, Decimals: int32(t.Decimals)}
	}
	return prepare.Effects(calls, tokens, nil).List()
}

// approval answers with the next approval, from the plan: its pre-flight, and the approvals
// still to send and the deposit run together, so that the caller learns now whether the
// deposit will work.
func approval(ctx context.Context, src prepare.Chain, d Order, st state, sum Summary, plan plan, pr *simulate.PlanReport) (*Approval, error) {
	router := d.Source.Router
	resp := &Approval{
		NeedsApproval: true, SpenderAddress: router, RouterAddress: router,
		ApprovalAmount: d.Amount, ApprovalSteps: []string{StepApproveAmount}, Summary: sum,
	}
	seq := 0
	if d.Token.ZeroResetApproval && st.allowance.Sign() > 0 {
		seq = 1
		resp.ApprovalAmount = new(big.Int)
		resp.ApprovalSteps = []string{StepResetAllowance, StepApproveAmount}
		resp.Note = fmt.Sprintf("%s refuses to change a non-zero allowance (%s now) to another non-zero value: send this transaction "+
			"to reset the router's allowance to 0, then call this endpoint again for the approval of the amount",
			d.Token.Symbol, st.allowance)
	}
	approveTx := plan.approvals[seq]
	resp.ApprovalCalldata = approveTx.Data
	resp.DepositSimulation.Calls = plan.bundles[seq]
	if err := pr.SimErrs[seq]; err != nil {
		return nil, problem.UpstreamFailure("simulate the approval and the deposit", err)
	}
	p, err := prepare.Settle(ctx, src, d.User, approveTx, pr.Report(1+seq))
	if err != nil {
		return nil, err
	}
	results := pr.Sims[seq].Blocks[0].Calls
	resp.DepositSimulation.Success = true
	resp.DepositSimulation.GasUsed = results[len(results)-1].GasUsed
	resp.Effects = effects(d, pr.Sims[seq])
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
	resp.Error = prepare.JoinShortfalls(shortfalls)
	resp.RequiredGasFee = p.RequiredGasFee
	resp.ApprovalTransaction = p.Transaction
	resp.ApprovalSimulation = p.Simulation
	return resp, nil
}

// readyText is the Ready answer of transaction tx before its simulation: calldata, router,
// status URL and what happens once it is mined.
func (s *Service) readyText(d Order, tx prepare.Tx) *Ready {
	dest := s.manifest.Destination
	return &Ready{
		Calldata: tx.Data, RouterAddress: d.Source.Router,
		StatusURL: fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&txHash={txHash}", d.Source.ChainID),
		Execution: fmt.Sprintf("Once this transaction is mined on chain %d, the relayer delivers the deposit to chain %d, where it is "+
			"converted to %s and credited to the margin wallet of %s; completion time depends on the source chain. "+
			"Query statusUrl with the hash of the sent transaction.", d.Source.ChainID, dest.ChainID, dest.Stable.Symbol, d.User.Hex()),
	}
}

// ready answers with bridgeDeposit(token, amount, user), pre-flighted as the user in the plan.
func (s *Service) ready(ctx context.Context, src prepare.Chain, d Order, st state, sum Summary, plan plan, pr *simulate.PlanReport) (*Ready, error) {
	tx := plan.deposit
	resp := s.readyText(d, tx)
	resp.Summary = sum
	rep := pr.Report(planCallDeposit)
	// the deposit's transfers, from the plan's run of approve(amount) and the deposit (an
	// allowance large enough already makes the approval change nothing that moves)
	resp.Effects = []prepare.Effect{}
	if pr.SimErrs[0] == nil {
		resp.Effects = effects(d, pr.Sims[0])
	}
	if msg := tokenShortfall(d, st); msg != "" {
		// The token would revert the transfer: report it with the token's own revert, without
		// a transaction to sign.
		resp.InsufficientBalance, resp.Error = true, msg
		resp.Simulation = prepare.Simulation{BlockNumber: rep.BlockNumber, BlockHash: rep.BlockHash, Success: rep.Success, Revert: rep.Revert,
			Context: prepare.ContextOf(rep.Context)}
		if rep.Revert == nil {
			resp.Simulation.Revert = rep.EstimateRevert
		}
		return resp, nil
	}
	p, err := prepare.Settle(ctx, src, d.User, tx, rep)
	if err != nil {
		return nil, err
	}
	resp.InsufficientBalance = p.InsufficientBalance
	resp.Error = p.Error()
	resp.RequiredGasFee = p.RequiredGasFee
	resp.Transaction = &p.Transaction
	resp.Simulation = p.Simulation
	return resp, nil
}
