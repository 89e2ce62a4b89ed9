//go:build compose

package app

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
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
	"github.com/tradeprep/tradeprep/internal/apitest"
	"github.com/tradeprep/tradeprep/internal/deployment"
	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/keeper"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/pricefeed"
	"github.com/tradeprep/tradeprep/internal/sender"
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
// manifest it wrote; then a trader's order on anvil sent and filled, and serve's event index in
// the postgres service answering it in GET /api/events. `down -v` at the end, whatever happens.
func TestComposeUp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	names := []string{"DEVNET_PORT", "DEVNET_CHAIN_PORT", "DEVNET_SOURCE_CHAIN_PORT", "ANVIL_PORT", "ANVIL_SOURCE_PORT", "SERVE_PORT", "POSTGRES_PORT"}
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
	for _, service := range []string{"devnet", "postgres", "serve"} {
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
	// signed, sent and filled by the deployer, the platform's feeder and keeper; the follower (confirmations
	// 0) records the order and the fill in PostgreSQL and GET /api/events answers them
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
	// the Vault fills a market order at a price pushed after it: BTC/USD's again (the deployer is
	// the feeder), as a feed's next round would
	pushed, err := pricefeed.New(owner, m.Destination.Oracle).Again(ctx, []uint64{1})
	require.NoError(t, err)
	require.NotNil(t, pushed, "the deployer's price is fresh (the Oracle's max age is an hour)")
	filled, err := keeper.New(owner, m.Destination.Vault, m.Destination.Reader).Round(ctx)
	require.NoError(t, err)
	require.Len(t, filled.Executed, 1, "the trader's order, filled")
	require.Empty(t, filled.Skipped)

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
	require.Equal(t, filled.Receipt.TxHash.Hex(), page.Events[1].TxHash, "the keeper's transaction")
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

	// down -v takes the volume with it: the next up deploys afresh
	down()
	vols, err := exec.CommandContext(ctx, "docker", "volume", "ls", "-q", "--filter", "name="+project).CombinedOutput()
	require.NoError(t, err)
	require.Empty(t, strings.TrimSpace(string(vols)))
}
