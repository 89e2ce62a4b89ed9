//go:build compose

package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// composeCommand is how Compose is run: docker-compose (1.29, the one Debian has) unless
// COMPOSE says otherwise, e.g. COMPOSE="docker compose" for Compose v2.
func composeCommand() []string {
	if c := strings.Fields(os.Getenv("COMPOSE")); len(c) > 0 {
		return c
	}
	return []string{"docker-compose"}
}

// freePorts picks n loopback ports free at once.
func freePorts(t *testing.T, n int) []string {
	t.Helper()
	var ports []string
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		defer ln.Close()
		_, port, err := net.SplitHostPort(ln.Addr().String())
		require.NoError(t, err)
		ports = append(ports, port)
	}
	return ports
}

// deploy/compose.yaml for real (make compose-test): both the default devnet and the profile
// anvil brought up by docker-compose on free loopback ports, each service waited for until
// healthy (deploy: exited 0), then used as an integrator's CI would: the devnet's markets, a
// market order prepared, signed, sent to its chain and filled by /dev/keeper; serve's markets
// and an order prepared against the contracts deploy put on anvil, at the addresses of the
// manifest it wrote; the actors' /healthz; then a trader's market order on anvil prepared by
// serve, signed, sent and filled by the keeper container (at a price the pricefeed container
// pushed after it), serve's event index in the postgres service answering it in GET
// /api/events; and a cross-chain deposit prepared by serve, sent on anvil-source and delivered
// by the relayer container. `down -v` at the end, whatever happens.
func TestComposeUp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	started := time.Now()
	names := []string{"DEVNET_PORT", "DEVNET_CHAIN_PORT", "DEVNET_SOURCE_CHAIN_PORT", "ANVIL_PORT", "ANVIL_SOURCE_PORT", "SERVE_PORT", "POSTGRES_PORT",
		"KEEPER_PORT", "RELAYER_PORT", "PRICEFEED_PORT"}
	port := map[string]string{}
	env := os.Environ()
	for i, p := range freePorts(t, len(names)) {
		port[names[i]] = p
		env = append(env, names[i]+"="+p)
	}
	project := fmt.Sprintf("tradeprep-compose-test-%d", os.Getpid())
	run := func(ctx context.Context, args ...string) (string, error) {
		c := composeCommand()
		full := append(append(c[1:], "-p", project, "-f", composeFile, "--profile", "anvil"), args...)
		cmd := exec.CommandContext(ctx, c[0], full...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	down := func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		if out, err := run(ctx, "down", "-v", "--remove-orphans", "--timeout", "20"); err != nil {
			t.Errorf("down: %v\n%s", err, out)
		}
	}
	t.Cleanup(func() {
		if t.Failed() {
			logs, _ := run(context.Background(), "logs", "--no-color", "--tail", "60")
			t.Log("docker-compose logs:\n" + logs)
		}
		down()
	})

	out, err := run(ctx, "up", "-d")
	require.NoError(t, err, out)
	container := func(service string) string {
		t.Helper()
		out, err := run(ctx, "ps", "-q", service)
		require.NoError(t, err, out)
		id := strings.TrimSpace(out)
		require.NotEmpty(t, id, "no container for %s", service)
		return id
	}
	inspect := func(id, format string) string {
		t.Helper()
		out, err := exec.CommandContext(ctx, "docker", "inspect", "-f", format, id).CombinedOutput()
		require.NoError(t, err, string(out))
		return strings.TrimSpace(string(out))
	}
	// docker-compose 1.29 has no `up --wait`: poll each container's health
	actors := []string{"keeper", "relayer", "pricefeed"}
	for _, service := range append([]string{"devnet", "postgres", "serve"}, actors...) {
		id := container(service)
		for {
			state := inspect(id, "{{.State.Status}} {{.State.Health.Status}}")
			if state == "running healthy" {
				break
			}
			require.False(t, strings.HasPrefix(state, "exited") || strings.HasSuffix(state, "unhealthy"), "%s: %s", service, state)
			require.NoError(t, ctx.Err(), "%s not healthy in time: %s", service, state)
			time.Sleep(time.Second)
		}
		var probes []struct{ ExitCode int }
		require.NoError(t, json.Unmarshal([]byte(inspect(id, "{{json .State.Health.Log}}")), &probes))
		require.Equal(t, 0, probes[len(probes)-1].ExitCode, "%s: the last health check (tradeprep healthcheck, pg_isready) passed", service)
	}
	deployID := container("deploy")
	require.Equal(t, "exited 0", inspect(deployID, "{{.State.Status}} {{.State.ExitCode}}"))
	t.Logf("up and healthy after %s", time.Since(started).Round(time.Second))

	// the actors: /healthz 200 (a round succeeded lately), /metrics counting their rounds
	for _, name := range actors {
		base := "http://127.0.0.1:" + port[strings.ToUpper(name)+"_PORT"]
		res, err := http.Get(base + "/healthz")
		require.NoError(t, err)
		var h struct{ Status, Actor string }
		require.NoError(t, json.NewDecoder(res.Body).Decode(&h))
		res.Body.Close()
		require.Equal(t, 200, res.StatusCode, name)
		require.Equal(t, "ok", h.Status, name)
		require.Equal(t, name, h.Actor)
		waitMetric(t, ctx, base, `(?m)^tradeprep_actor_rounds_total\{actor="`+name+`",result="ok"\} [1-9]`)
	}

	type markets struct {
		MarketsCount int
		Markets      []struct{ AssetID, Pair, Price string }
	}
	getMarkets := func(base string) markets {
		t.Helper()
		res, err := http.Get(base + "/api/markets")
		require.NoError(t, err)
		defer res.Body.Close()
		require.Equal(t, 200, res.StatusCode)
		var m markets
		require.NoError(t, json.NewDecoder(res.Body).Decode(&m))
		require.Equal(t, 12, m.MarketsCount)
		require.Len(t, m.Markets, 12)
		require.Equal(t, "BTC/USD", m.Markets[0].Pair)
		require.Equal(t, "97250.5", m.Markets[0].Price, "the deployer's first price")
		return m
	}
	order := func(user common.Address) string {
		return fmt.Sprintf(`{"pair":1,"isLong":true,"orderType":"market","margin":"100","size":"1000",
			"maxAcceptablePrice":"100000","slippagePercent":100,"userAddress":%q}`, user.Hex())
	}
	type prepared struct {
		VaultAddress        string
		InsufficientBalance bool
		Transaction         client.Transaction
	}

	// the devnet: markets; a market long prepared for demo account 0, signed, sent to the
	// devnet's chain and filled on POST /dev/keeper
	devnet := "http://127.0.0.1:" + port["DEVNET_PORT"]
	getMarkets(devnet)
	key := embedded.DemoKey("account-0")
	user := crypto.PubkeyToAddress(key.PublicKey)
	var prep prepared
	ok(t, devnet+"/api/newposition", order(user), &prep)
	require.False(t, prep.InsufficientBalance, "demo account 0 has margin and ETH")
	require.Equal(t, "0x1325D7141BC331c63d59A3fc59De6cEf3E76e0dc", prep.Transaction.To, "the devnet's Vault (docs/devnet.md)")
	chain, err := ethclient.DialContext(ctx, "http://127.0.0.1:"+port["DEVNET_CHAIN_PORT"])
	require.NoError(t, err)
	defer chain.Close()
	apitest.SignAndSend(t, ctx, chain, key, prep.Transaction)
	var round struct{ Executed, Filled []string }
	ok(t, devnet+"/dev/keeper", "", &round)
	require.Len(t, round.Filled, 1)
	require.Equal(t, round.Executed, round.Filled)
	open := client.PositionsParamsStatusOpen
	positions, err := apitest.NewClient(t, devnet).PositionsWithResponse(ctx, &client.PositionsParams{Address: user.Hex(), Status: &open})
	require.NoError(t, err)
	require.Equal(t, 200, positions.StatusCode(), string(positions.Body))
	require.Len(t, positions.JSON200.Positions, 1)

	// profile anvil: the manifest deploy wrote to the volume, and serve answering from it
	dir := t.TempDir()
	cp, err := exec.CommandContext(ctx, "docker", "cp", deployID+":/data/manifest.json", dir).CombinedOutput()
	require.NoError(t, err, string(cp))
	m, err := deployment.Load(filepath.Join(dir, "manifest.json"))
	require.NoError(t, err)
	require.Equal(t, uint64(31337), m.Destination.ChainID)
	require.Len(t, m.Sources, 1)
	require.Equal(t, uint64(31338), m.Sources[0].ChainID)
	serve := "http://127.0.0.1:" + port["SERVE_PORT"]
	ready, err := apitest.NewClient(t, serve).ReadyzWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, 200, ready.StatusCode(), string(ready.Body))
	require.Len(t, ready.JSON200.Chains, 2)
	getMarkets(serve)
	anvilDev := common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266") // the deployer
	prep = prepared{}
	ok(t, serve+"/api/newposition", order(anvilDev), &prep)
	require.Equal(t, m.Destination.Vault.Hex(), prep.Transaction.To)
	require.Equal(t, m.Destination.Vault.Hex(), prep.VaultAddress)
	require.Equal(t, 31337, prep.Transaction.ChainID)
	require.True(t, prep.InsufficientBalance, "the deployer has no margin in the Vault: simulated with it lent")

	// serve's event index, in the postgres service: a trader (anvil's second dev account, funded
	// with ETH by anvil) credited with margin by the deployer, its market order prepared by serve,
	// signed and sent, then filled by the keeper container once the pricefeed container pushed a
	// price after it (its heartbeat); the follower (confirmations 0) records the order and the
	// fill in PostgreSQL and GET /api/events answers them
	anvilChain, err := ethclient.DialContext(ctx, "http://127.0.0.1:"+port["ANVIL_PORT"])
	require.NoError(t, err)
	defer anvilChain.Close()
	deployerKey, err := crypto.HexToECDSA("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	require.NoError(t, err)
	require.Equal(t, anvilDev, crypto.PubkeyToAddress(deployerKey.PublicKey))
	owner, err := sender.New(ctx, anvilChain, deployerKey, platform.ErrorDecoder())
	require.NoError(t, err)
	traderKey, err := crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
	require.NoError(t, err)
	trader := crypto.PubkeyToAddress(traderKey.PublicKey)
	require.Equal(t, "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", trader.Hex())
	usd := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1_000_000)) // 1000 USDC, 6 decimals
	token, v := testtoken.NewTestToken(), vault.NewVault()
	for _, step := range []struct {
		to   common.Address
		data []byte
	}{
		{m.Destination.Stable.Address, token.PackMint(anvilDev, usd)},
		{m.Destination.Stable.Address, token.PackApprove(m.Destination.Vault, usd)},
		{m.Destination.Vault, v.PackDeposit(trader, m.Destination.Stable.Address, usd)},
	} {
		r, err := owner.Send(ctx, &step.to, step.data, nil)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
	prep = prepared{}
	ok(t, serve+"/api/newposition", order(trader), &prep)
	require.False(t, prep.InsufficientBalance, "the trader's margin is in the Vault")
	apitest.SignAndSend(t, ctx, anvilChain, traderKey, prep.Transaction)
	sent := time.Now()

	api := apitest.NewClient(t, serve)
	var page *client.EventPage
	kinds := func() []string {
		var out []string
		for _, e := range page.Events {
			out = append(out, e.Kind)
		}
		return out
	}
	for {
		res, err := api.GetEventsWithResponse(ctx, &client.GetEventsParams{Address: trader.Hex()})
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode(), string(res.Body))
		page = res.JSON200
		if slices.Contains(kinds(), "PositionIncreased") {
			t.Logf("the order filled by the keeper container %s after it was sent", time.Since(sent).Round(100*time.Millisecond))
			break
		}
		require.NoError(t, ctx.Err(), "the fill not in the event index in time: %v", kinds())
		time.Sleep(250 * time.Millisecond)
	}
	require.Equal(t, trader.Hex(), page.Address)
	require.GreaterOrEqual(t, len(page.Events), 2)
	require.Equal(t, []string{"OrderCreated", "PositionIncreased"}, kinds()[:2], "the order, then its fill")
	for i, e := range page.Events {
		require.Equal(t, strconv.Itoa(i+1), e.ID, "ids 1 to N")
		require.Equal(t, 31337, e.ChainID)
		require.False(t, e.Removed)
	}
	require.Equal(t, strconv.Itoa(len(page.Events)), page.Last)
	// the fill is the keeper container's transaction, from the account deploy made the keeper
	fill, _, err := anvilChain.TransactionByHash(ctx, common.HexToHash(page.Events[1].TxHash))
	require.NoError(t, err)
	from, err := types.Sender(types.LatestSignerForChainID(fill.ChainId()), fill)
	require.NoError(t, err)
	require.Equal(t, composeKeeper, from.Hex(), "the keeper's transaction")
	// the keeper counts a fill once its receipt is in, which can be after the index has the
	// event: wait for the count rather than read it once
	waitMetric(t, ctx, "http://127.0.0.1:"+port["KEEPER_PORT"], `(?m)^tradeprep_keeper_ids_total\{what="executed"\} [1-9]`)
	// the rows are PostgreSQL's (not an in-memory SQLite of serve's), read there with psql
	psql := exec.CommandContext(ctx, "docker", "exec", "-e", "PGPASSWORD=tradeprep", container("postgres"),
		"psql", "-h", "127.0.0.1", "-p", port["POSTGRES_PORT"], "-U", "tradeprep", "-d", "tradeprep", "-Atc",
		"SELECT kind FROM events WHERE account = '"+trader.Hex()+"' ORDER BY account_seq")
	rows, err := psql.CombinedOutput()
	require.NoError(t, err, string(rows))
	require.Equal(t, kinds(), strings.Fields(string(rows)))
	ready, err = api.ReadyzWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, 200, ready.StatusCode(), string(ready.Body))

	// the relayer container: anvil's dev account #5 takes test USDC from the source token's
	// faucet, serve prepares its cross-chain deposit (the approval, then the deposit), it is sent
	// on anvil-source, and the relayer delivers it to the destination: GET
	// /api/crosschaindeposit/status says delivered
	source, err := ethclient.DialContext(ctx, "http://127.0.0.1:"+port["ANVIL_SOURCE_PORT"])
	require.NoError(t, err)
	defer source.Close()
	depositorKey, err := crypto.HexToECDSA("8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba")
	require.NoError(t, err)
	depositor := crypto.PubkeyToAddress(depositorKey.PublicKey)
	require.Equal(t, "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc", depositor.Hex())
	srcUSDC := m.Sources[0].Tokens[slices.IndexFunc(m.Sources[0].Tokens, func(tok deployment.Token) bool { return tok.Symbol == "USDC" })]
	faucet, err := sender.New(ctx, source, depositorKey, platform.ErrorDecoder())
	require.NoError(t, err)
	r, err := faucet.Send(ctx, &srcUSDC.Address, token.PackFaucet(), nil)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	depositBody := fmt.Sprintf(`{"userAddress":%q,"fromChainId":31338,"amount":"100000000","tokenAddress":%q}`, depositor.Hex(), srcUSDC.Address.Hex())
	var approval struct {
		NeedsApproval       bool
		ApprovalTransaction client.Transaction
	}
	ok(t, serve+"/api/crosschaindeposit", depositBody, &approval)
	require.True(t, approval.NeedsApproval, "no allowance to the router yet")
	apitest.SignAndSend(t, ctx, source, depositorKey, approval.ApprovalTransaction)
	var deposit struct {
		NeedsApproval, InsufficientBalance bool
		Transaction                        client.Transaction
	}
	ok(t, serve+"/api/crosschaindeposit", depositBody, &deposit)
	require.False(t, deposit.NeedsApproval)
	require.False(t, deposit.InsufficientBalance, "the faucet's 10,000 USDC")
	require.Equal(t, 31338, deposit.Transaction.ChainID)
	bridged := apitest.SignAndSend(t, ctx, source, depositorKey, deposit.Transaction)
	sent = time.Now()
	for {
		hash := bridged.TxHash.Hex()
		res, err := api.CrossChainDepositStatusWithResponse(ctx, &client.CrossChainDepositStatusParams{FromChainID: "31338", TxHash: &hash})
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode(), string(res.Body))
		if res.JSON200.Status == client.DepositStatusStatusDelivered {
			require.NotNil(t, res.JSON200.CreditedAmount)
			t.Logf("the deposit delivered by the relayer container %s after it was sent", time.Since(sent).Round(100*time.Millisecond))
			break
		}
		require.Equal(t, client.DepositStatusStatusPending, res.JSON200.Status, string(res.Body))
		require.NoError(t, ctx.Err(), "the deposit not delivered in time")
		time.Sleep(250 * time.Millisecond)
	}
	// the relayer counts a delivery once its receipt is in, which can be after serve reads the
	// delivery on chain: wait for the count rather than read it once
	waitMetric(t, ctx, "http://127.0.0.1:"+port["RELAYER_PORT"], `(?m)^tradeprep_relayer_delivered_total\{source_chain_id="31338"\} 1$`)

	// down -v takes the volume with it: the next up deploys afresh
	down()
	vols, err := exec.CommandContext(ctx, "docker", "volume", "ls", "-q", "--filter", "name="+project).CombinedOutput()
	require.NoError(t, err)
	require.Empty(t, strings.TrimSpace(string(vols)))
}

// composeKeeper is the account deploy/compose.yaml makes the keeper (anvil's dev account #2).
const composeKeeper = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

// waitMetric polls an actor's GET /metrics until it matches pattern, for at most 30 seconds (or
// until ctx ends): a counter is read after the thing it counts is done, never once and early.
func waitMetric(t *testing.T, ctx context.Context, base, pattern string) {
	t.Helper()
	re := regexp.MustCompile(pattern)
	deadline := time.Now().Add(30 * time.Second)
	for {
		text := metricsText(t, base)
		if re.MatchString(text) {
			return
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			require.Regexp(t, re, text, "waited 30s for %s/metrics", base)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// metricsText is an actor's GET /metrics.
func metricsText(t *testing.T, base string) string {
	t.Helper()
	res, err := http.Get(base + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, 200, res.StatusCode)
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(body)
}
