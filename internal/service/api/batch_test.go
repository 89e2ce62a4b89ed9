package api

import (
	"crypto/ecdsa"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/holiman/uint256"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// delegate has the key's account delegate to target (EIP-7702) in a type-4 transaction of its
// own (to an address without code, no data: only the authorization does something), signed here.
func (h *harness) delegate(t *testing.T, key *ecdsa.PrivateKey, target common.Address) {
	t.Helper()
	chain, user := h.env.Dest.Client(), crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := chain.PendingNonceAt(h.ctx, user)
	require.NoError(t, err)
	auth, err := client.Authorization{Address: target.Hex(), ChainID: int(h.env.Manifest.Destination.ChainID), Nonce: int(nonce) + 1}.Sign(key)
	require.NoError(t, err)
	tip, err := chain.SuggestGasTipCap(h.ctx)
	require.NoError(t, err)
	head, err := chain.HeaderByNumber(h.ctx, nil)
	require.NoError(t, err)
	fee := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx := types.NewTx(&types.SetCodeTx{ChainID: u256(h.env.Manifest.Destination.ChainID), Nonce: nonce, GasTipCap: u256big(tip),
		GasFeeCap: u256big(fee), Gas: 100_000, To: common.Address{1}, Value: u256(0), AuthList: []types.SetCodeAuthorization{auth}})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(tx.ChainId()), key)
	require.NoError(t, err)
	require.NoError(t, chain.SendTransaction(h.ctx, signed))
	r, err := sender.WaitMined(h.ctx, chain, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
}

// freshAccount is a new key holding only ETH and the destination's stable token (no margin).
func (h *harness) freshAccount(t *testing.T, stable *big.Int) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	addr := crypto.PubkeyToAddress(key.PublicKey)
	require.NoError(t, deployer.FundNative(h.ctx, h.env.Owner, big.NewInt(1e18), addr))
	if stable != nil {
		require.NoError(t, deployer.MintTokens(h.ctx, h.env.Owner, h.env.Manifest.Destination.Stable.Address, stable, addr))
	}
	return key, addr
}

// sendSetCode signs and sends a type-4 transaction as prepared, with the authorization signed
// here, and waits for its receipt.
func (h *harness) sendSetCode(t *testing.T, key *ecdsa.PrivateKey, tx client.Transaction, auth client.Authorization) *types.Receipt {
	t.Helper()
	signedAuth, err := auth.Sign(key)
	require.NoError(t, err)
	unsigned, err := tx.UnsignedSetCode(signedAuth)
	require.NoError(t, err)
	signed, err := types.SignTx(unsigned, types.LatestSignerForChainID(unsigned.ChainId()), key)
	require.NoError(t, err)
	c := h.env.Dest.Client()
	require.NoError(t, c.SendTransaction(h.ctx, signed))
	r, err := sender.WaitMined(h.ctx, c, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	return r
}

func (h *harness) stableBalance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	tt := testtoken.NewTestToken()
	out, err := h.env.Owner.Call(h.ctx, h.env.Manifest.Destination.Stable.Address, tt.PackBalanceOf(a))
	require.NoError(t, err)
	v, err := tt.UnpackBalanceOf(out)
	require.NoError(t, err)
	return v
}

func (h *harness) codeOf(t *testing.T, a common.Address) []byte {
	t.Helper()
	code, err := h.env.Dest.Client().CodeAt(h.ctx, a, nil)
	require.NoError(t, err)
	return code
}

// One signature for the whole trade: a fresh account that holds USDC and ETH only approves,
// deposits into its margin wallet and places a market order with take-profit and stop-loss in
// one EIP-7702 transaction prepared by newposition; the keeper fills it, and the position, the
// margin and the wallet's tokens are what the answer predicted before it was signed. Once the
// account delegates to the executor, its next batch needs no authorization.
func TestEIP7702BatchOpensInOneTransaction(t *testing.T) {
	h := newHarness(t, 1)
	// the close's payout holds the borrow and funding fees of the seconds the position is open:
	// the blocks are sealed a second apart, as predicted, however long this machine takes
	// between them (on anvil under CI load the keeper's close landed a wall-clock second later)
	require.NoError(t, h.env.Dest.SealSecondApart())
	h.setPrice(2, "3412.25")
	dest := h.env.Manifest.Destination
	require.NotEqual(t, common.Address{}, dest.BatchExecutor, "the deployment has a batch executor")
	key, user := h.freshAccount(t, big.NewInt(500_000_000)) // 500 USDC
	require.Zero(t, h.marginOf(t, user).Sign())

	req := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("250.5"), Size: ptr("2505"), MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"),
		TakeProfit: ptr("3900"), TakeProfitClosePercent: ptr("5000"), StopLoss: ptr("3000"), StopLossClosePercent: ptr("10000"),
		UserAddress: user.Hex(), Batch: ptr(client.BatchModeEip7702), Deposit: ptr("300")}
	m := ok[client.NewPositionResponse](t, h.newPosition(req))
	require.False(t, m.InsufficientBalance, "%v", m.Error)
	require.True(t, m.Simulation.Success)
	require.Equal(t, client.TransactionTypeN0X4, m.Transaction.Type)
	require.Equal(t, user.Hex(), m.Transaction.To, "the account's call to itself")
	require.NotNil(t, m.Transaction.Nonce)
	require.Equal(t, 0, *m.Transaction.Nonce)
	require.NotNil(t, m.Batch)
	b := *m.Batch
	require.Equal(t, dest.BatchExecutor.Hex(), b.Executor)
	require.Nil(t, b.Delegate)
	require.False(t, b.AccountIsContract)
	require.NotNil(t, b.Authorization)
	require.Equal(t, client.Authorization{Address: dest.BatchExecutor.Hex(), ChainID: int(dest.ChainID), Nonce: 1}, *b.Authorization)
	var names []string
	for _, s := range b.Steps {
		names = append(names, string(s.Name))
	}
	require.Equal(t, []string{"approve", "depositSelf", "order"}, names)
	require.Nil(t, m.Calls, "calls answer a calls batch only")
	require.NotNil(t, m.Outcome)
	require.Equal(t, "filled", string(m.Outcome.Status))

	receipt := h.sendSetCode(t, key, m.Transaction, *b.Authorization)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	limit, _ := new(big.Int).SetString(m.Transaction.Gas, 10)
	require.LessOrEqual(t, receipt.GasUsed, limit.Uint64())
	require.LessOrEqual(t, limit.Uint64()*100, receipt.GasUsed*125, "the limit is within 1.25x of the gas used")
	t.Logf("type-4 batch (approve, depositSelf, order with TP/SL): gas limit %s, used %d, the node's estimate %d", m.Transaction.Gas, receipt.GasUsed, m.Simulation.GasEstimate)
	delegate, delegated := prepare.DelegateOf(h.codeOf(t, user))
	require.True(t, delegated)
	require.Equal(t, dest.BatchExecutor, delegate)

	posID := h.lastPosID(t)
	h.keeper()
	info := h.positionInfo(t, posID)
	require.Equal(t, platform.StatusFilled, info.Order.Status)
	require.Equal(t, user, info.Position.Owner)
	o := m.Outcome
	require.Equal(t, posID.String(), *o.PositionID)
	require.Equal(t, *o.Size, fixedpoint.Format(info.Position.Size, platform.PriceDecimals))
	require.Equal(t, *o.Collateral, fixedpoint.Format(info.Position.Collateral, platform.PriceDecimals))
	require.Equal(t, *o.PriceExact, fixedpoint.Format(info.Position.AveragePrice, platform.PriceDecimals))
	require.Equal(t, *o.MarginAfter, fixedpoint.Format(h.marginOf(t, user), platform.PriceDecimals))
	require.True(t, info.TakeProfit.Active)
	require.True(t, info.StopLoss.Active)
	require.Equal(t, big.NewInt(200_000_000), h.stableBalance(t, user), "300 of the 500 USDC moved")

	// delegated to the executor now: the next batch is a plain dynamic-fee transaction
	req.Deposit, req.TakeProfit, req.TakeProfitClosePercent, req.StopLoss, req.StopLossClosePercent = ptr("100"), nil, nil, nil, nil
	req.Margin, req.Size = ptr("50"), ptr("500")
	m = ok[client.NewPositionResponse](t, h.newPosition(req))
	require.Equal(t, client.TransactionTypeN0X2, m.Transaction.Type)
	require.Nil(t, m.Batch.Authorization)
	require.Equal(t, dest.BatchExecutor.Hex(), *m.Batch.Delegate)
	require.Equal(t, 2, *m.Transaction.Nonce, "the type-4 transaction raised the nonce twice: as its sender, and for its authorization")
	r := h.sendPrepared(h.env.Dest.Client(), key, m.Transaction)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	pending := h.lastPosID(t)
	require.Equal(t, new(big.Int).Add(posID, big.NewInt(1)), pending)

	// cancelorder and closeposition through the same executor: one call each
	cancel := ok[client.CancelOrderResponse](t, h.typed(h.c.CancelOrderWithResponse(h.ctx,
		client.CancelOrderRequest{PositionID: pending.String(), Batch: ptr(client.BatchModeEip7702)})))
	require.NotNil(t, cancel.Batch)
	require.Len(t, cancel.Batch.Steps, 1)
	require.Equal(t, "cancel", string(cancel.Batch.Steps[0].Name))
	require.Nil(t, cancel.Batch.Authorization)
	require.Equal(t, user.Hex(), cancel.Transaction.To)
	r = h.sendPrepared(h.env.Dest.Client(), key, cancel.Transaction)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, pending).Order.Status)

	closing := h.closePosition(t, client.ClosePositionRequest{PositionID: posID.String(), Batch: ptr(client.BatchModeCalls)})
	require.NotNil(t, closing.Calls)
	require.Len(t, closing.Calls.Calls, 1)
	require.Equal(t, dest.Vault.Hex(), closing.Calls.Calls[0].To)
	require.Equal(t, "close", string(closing.Batch.Steps[0].Name))
	r = h.sendPrepared(h.env.Dest.Client(), key, closing.Transaction)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	h.keeper()
	require.Zero(t, h.positionInfo(t, posID).Position.Size.Sign(), "closed by the keeper")
	require.Equal(t, *closing.Outcome.MarginAfter, fixedpoint.Format(h.marginOf(t, user), platform.PriceDecimals), "the close's payout as predicted")
}

// A "calls" batch answers wallet_sendCalls's parameters (EIP-5792, version 2.0.0, atomic) with
// the same calls, simulated once as one unit; sent as the account's one transaction, its gas
// limit holds.
func TestCallsBatchIsSendCallsShaped(t *testing.T) {
	h := newHarness(t, 1)
	h.setPrice(2, "3412.25")
	dest := h.env.Manifest.Destination
	key, user := h.freshAccount(t, big.NewInt(200_000_000))
	req := client.NewPositionRequest{Pair: 2, IsLong: false, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("3400"), SlippagePercent: ptr("50"),
		UserAddress: user.Hex(), Batch: ptr(client.BatchModeCalls), Deposit: ptr("150")}
	res := h.newPosition(req)
	m := ok[client.NewPositionResponse](t, res)
	require.NotNil(t, m.Calls)
	c := *m.Calls
	require.Equal(t, "2.0.0", string(c.Version))
	require.Equal(t, "0x"+new(big.Int).SetUint64(dest.ChainID).Text(16), c.ChainID)
	require.Equal(t, user.Hex(), c.From)
	require.True(t, bool(c.AtomicRequired))
	require.Len(t, c.Calls, 3)
	require.Equal(t, dest.Stable.Address.Hex(), c.Calls[0].To)
	require.Equal(t, dest.Vault.Hex(), c.Calls[1].To)
	require.Equal(t, dest.Vault.Hex(), c.Calls[2].To)
	require.Equal(t, "0x0", c.Calls[0].Value)
	require.NotEqual(t, "0x0", c.Calls[2].Value, "the order carries the execution fee")
	require.Nil(t, m.Batch.Authorization, "a wallet that sends calls delegates its own way")
	require.Equal(t, client.TransactionTypeN0X2, m.Transaction.Type)
	require.Equal(t, "filled", string(m.Outcome.Status))

	// the wallet here is the account delegating to the executor: delegate first (an empty
	// batch), then send the transaction as answered
	empty := ok[client.NewPositionResponse](t, h.newPosition(with7702(req)))
	require.NotNil(t, empty.Batch.Authorization)
	h.delegate(t, key, common.HexToAddress(empty.Batch.Authorization.Address))
	chain := h.env.Dest.Client()

	m = ok[client.NewPositionResponse](t, h.newPosition(req))
	r := h.sendPrepared(chain, key, m.Transaction)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	limit, _ := new(big.Int).SetString(m.Transaction.Gas, 10)
	require.LessOrEqual(t, r.GasUsed, limit.Uint64())
	require.LessOrEqual(t, limit.Uint64()*100, r.GasUsed*125, "the limit is within 1.25x of the gas used")
	require.Equal(t, big.NewInt(50_000_000), h.stableBalance(t, user))
}

// with7702 is req as an EIP-7702 batch.
func with7702(req client.NewPositionRequest) client.NewPositionRequest {
	req.Batch = ptr(client.BatchModeEip7702)
	return req
}

// Bad batches: an unknown mode, a deposit or replaceDelegation without the batch they need are
// 400s; a deposit the account cannot pay is a 422 naming the call that fails and its decoded
// error, not a batch the wallet would send in part; an account that delegates elsewhere gets
// its delegate named and no authorization unless it asks for the replacement.
func TestBatchAbuse(t *testing.T) {
	h := newHarness(t, 1)
	h.setPrice(2, "3412.25")
	dest := h.env.Manifest.Destination
	key, user := h.freshAccount(t, big.NewInt(20_000_000)) // 20 USDC
	base := map[string]any{"pair": 2, "isLong": true, "orderType": "market", "margin": "100", "size": "1000",
		"maxAcceptablePrice": "3420", "slippagePercent": 50, "userAddress": user.Hex()}
	h.requireErrorRows(t, "/api/newposition", []errorRow{
		{"unknown mode", with(base, "batch", "EIP7702"), http.StatusBadRequest, "INVALID_FIELD", "batch"},
		{"mode not a string", with(base, "batch", true), http.StatusBadRequest, "INVALID_FIELD", "batch"},
		{"deposit without batch", with(base, "deposit", "10"), http.StatusBadRequest, "INVALID_FIELD", "deposit"},
		{"zero deposit", with(base, "batch", "calls", "deposit", "0"), http.StatusBadRequest, "INVALID_FIELD", "deposit"},
		{"deposit beyond the token's decimals", with(base, "batch", "calls", "deposit", "1.0000001"), http.StatusBadRequest, "INVALID_FIELD", "deposit"},
		{"replaceDelegation with calls", with(base, "batch", "calls", "replaceDelegation", true), http.StatusBadRequest, "INVALID_FIELD", "replaceDelegation"},
		{"replaceDelegation without batch", with(base, "replaceDelegation", true), http.StatusBadRequest, "INVALID_FIELD", "replaceDelegation"},
		{"typo", with(base, "batch", "calls", "depsit", "10"), http.StatusBadRequest, "UNKNOWN_FIELD", "depsit"},
	})

	// 150 USDC from a wallet holding 20: the approval passes, depositSelf fails
	r := h.post("/api/newposition", with(base, "batch", "eip7702", "deposit", "150"))
	e := requireError(t, r, http.StatusUnprocessableEntity, "SIMULATION_REVERTED", "")
	details := decode[map[string]any](t, r)
	require.Equal(t, float64(1), details["callIndex"], string(r.Body))
	require.Equal(t, "depositSelf", details["call"], string(r.Body))
	require.NotNil(t, e.Revert)
	require.Equal(t, "ERC20InsufficientBalance", *e.Revert.Name, string(r.Body))

	// no deposit and no margin: the order's own shortfall, as without a batch
	m := ok[client.NewPositionResponse](t, h.newPosition(client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("3420"),
		SlippagePercent: ptr("50"), UserAddress: user.Hex(), Batch: ptr(client.BatchModeEip7702)}))
	require.True(t, m.InsufficientBalance)
	require.Contains(t, *m.Error, "margin wallet holds 0 USD")

	// delegate the account to another contract (the Reader: any code will do)
	h.delegate(t, key, dest.Reader)
	delegate, delegated := prepare.DelegateOf(h.codeOf(t, user))
	require.True(t, delegated)
	require.Equal(t, dest.Reader, delegate)

	small := with(base, "margin", "10", "size", "100", "batch", "eip7702", "deposit", "12")
	r = h.post("/api/newposition", small)
	requireError(t, r, http.StatusConflict, "DELEGATED_ELSEWHERE", "batch")
	details = decode[map[string]any](t, r)
	require.Equal(t, dest.Reader.Hex(), details["delegate"])
	require.Equal(t, dest.BatchExecutor.Hex(), details["executor"])
	// calls: the wallet's own business; the answer names the delegate
	m = ok[client.NewPositionResponse](t, h.post("/api/newposition", with(small, "batch", "calls")))
	require.Equal(t, dest.Reader.Hex(), *m.Batch.Delegate)
	require.Nil(t, m.Batch.Authorization)
	// asked explicitly: the replacement, at the account's next nonce
	m = ok[client.NewPositionResponse](t, h.post("/api/newposition", with(small, "replaceDelegation", true)))
	require.NotNil(t, m.Batch.Authorization)
	require.Equal(t, 3, m.Batch.Authorization.Nonce)
	require.Equal(t, 2, *m.Transaction.Nonce)
	receipt := h.sendSetCode(t, key, m.Transaction, *m.Batch.Authorization)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	delegate, _ = prepare.DelegateOf(h.codeOf(t, user))
	require.Equal(t, dest.BatchExecutor, delegate)

	// a contract cannot delegate: the deposit receiver as the user
	r = h.post("/api/newposition", with(base, "userAddress", dest.DepositReceiver.Hex(), "batch", "eip7702"))
	requireError(t, r, http.StatusConflict, "ACCOUNT_IS_CONTRACT", "batch")
}

func u256(v uint64) *uint256.Int { return uint256.NewInt(v) }

func u256big(v *big.Int) *uint256.Int { return uint256.MustFromBig(v) }

// A cross-chain deposit as one EIP-7702 transaction on the source chain: USDT's reset to zero,
// its approval and bridgeDeposit, all or none; the relayer delivers it and the margin wallet
// gets the credit the answer named. A deposit above the token balance is a 422 naming the
// deposit call.
func TestDepositBatchIsOneTransaction(t *testing.T) {
	h := newHarness(t, 1)
	user := h.env.Accounts[0]
	src := h.env.Manifest.Sources[0]
	require.NotEqual(t, common.Address{}, src.BatchExecutor, "the source chain has a batch executor")
	var usdt common.Address
	for _, tk := range src.Tokens {
		if tk.ZeroResetApproval {
			usdt = tk.Address
		}
	}
	body := client.CrossChainDepositJSONRequestBody{UserAddress: user.Address.Hex(), FromChainID: int(src.ChainID), Amount: "2500000",
		TokenAddress: usdt.Hex(), Batch: ptr(client.BatchModeEip7702)}
	ready := ok[client.DepositReadyResponse](t, h.typed(h.c.CrossChainDepositWithResponse(h.ctx, body)))
	require.NotNil(t, ready.Batch)
	var names []string
	for _, s := range ready.Batch.Steps {
		names = append(names, string(s.Name))
	}
	require.Equal(t, []string{"approve-reset", "approve", "deposit"}, names)
	require.False(t, ready.InsufficientBalance)
	require.True(t, ready.Simulation.Success)
	require.NotNil(t, ready.Transaction)
	require.Equal(t, client.TransactionTypeN0X4, ready.Transaction.Type)
	require.Equal(t, int(src.ChainID), ready.Transaction.ChainID)
	require.NotNil(t, ready.Batch.Authorization)
	require.Equal(t, src.BatchExecutor.Hex(), ready.Batch.Authorization.Address)
	require.NotEmpty(t, ready.Effects)

	signedAuth, err := ready.Batch.Authorization.Sign(user.Key)
	require.NoError(t, err)
	unsigned, err := ready.Transaction.UnsignedSetCode(signedAuth)
	require.NoError(t, err)
	signed, err := types.SignTx(unsigned, types.LatestSignerForChainID(unsigned.ChainId()), user.Key)
	require.NoError(t, err)
	c := h.env.Source.Client()
	require.NoError(t, c.SendTransaction(h.ctx, signed))
	receipt, err := sender.WaitMined(h.ctx, c, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	limit, _ := new(big.Int).SetString(ready.Transaction.Gas, 10)
	require.LessOrEqual(t, receipt.GasUsed, limit.Uint64())
	needed := uint64(ready.Simulation.GasEstimate) + prepare.AuthorizationGas // the least limit it runs with: the node's estimate, and the authorization
	require.LessOrEqual(t, limit.Uint64()*100, needed*125, "the limit is within 1.25x of what the transaction needs (gas used %d: refunds lower it)", receipt.GasUsed)

	before := h.marginOf(t, user.Address)
	round, err := h.env.Relayer.RunRound(h.ctx)
	require.NoError(t, err)
	require.Len(t, round.Delivered, 1)
	credit := fixedpoint.MustParse(ready.ExpectedCredit.Formatted, platform.PriceDecimals)
	require.Equal(t, new(big.Int).Add(before, credit), h.marginOf(t, user.Address), "credited as the answer said")

	// more than the account holds: the deposit call fails, named
	body.Amount = "1000000000000000"
	r := h.typed(h.c.CrossChainDepositWithResponse(h.ctx, body))
	requireError(t, r, http.StatusUnprocessableEntity, "SIMULATION_REVERTED", "")
	details := decode[map[string]any](t, r)
	require.Equal(t, "deposit", details["call"], string(r.Body))
	require.Equal(t, float64(2), details["callIndex"], string(r.Body))
	// an unknown mode is a 400 here too
	r = h.post("/api/crosschaindeposit", map[string]any{"userAddress": user.Address.Hex(), "fromChainId": src.ChainID,
		"amount": "1", "tokenAddress": usdt.Hex(), "batch": "7702"})
	requireError(t, r, http.StatusBadRequest, "INVALID_FIELD", "batch")
}
