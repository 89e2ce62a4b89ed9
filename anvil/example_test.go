package anvil_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/anvil"
)

// An integrator's test of its own code against tradeprep, as docs/e2e.md's "anvil in your own
// Go tests" shows it: anvil in a container (this module), the platform deployed on it with
// `tradeprep deploy`, `tradeprep serve` in front of it, and the integrator's calls to the API.
// Here the binary is built from this repository; elsewhere, `go install
// github.com/tradeprep/tradeprep/cmd/tradeprep@latest` and use it from PATH.
func Example_integrationTest() {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dir, err := os.MkdirTemp("", "tradeprep-example")
	check(err)
	defer os.RemoveAll(dir)

	// 1. anvil: a container when Docker answers (always in CI), else a local process
	node, err := anvil.Launch{Warn: os.Stderr}.Start(ctx, anvil.Customizers(anvil.WithChainID(31337))...)
	check(err)
	defer node.Close(context.Background())

	// 2. the platform on it: tradeprep deploy with anvil's dev account 0 (a public test key)
	bin := filepath.Join(dir, "tradeprep")
	run(ctx, exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/tradeprep/tradeprep/cmd/tradeprep"))
	manifest := filepath.Join(dir, "manifest.json")
	deploy := exec.CommandContext(ctx, bin, "deploy", "--rpc-url", node.RPCURL(), "--out", manifest)
	deploy.Env = append(os.Environ(), "TRADEPREP_DEPLOYER_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	run(ctx, deploy)
	var m struct {
		Destination struct {
			Vault common.Address `json:"vault"`
		} `json:"destination"`
	}
	text, err := os.ReadFile(manifest)
	check(err)
	check(json.Unmarshal(text, &m))

	// 3. the API in front of it, on a free loopback port
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	addr := ln.Addr().String()
	check(ln.Close())
	serve := exec.CommandContext(ctx, bin, "serve", "--rpc-url", node.RPCURL(), "--manifest", manifest, "--listen", addr)
	serve.Env = []string{"PATH=" + os.Getenv("PATH")} // no TRADEPREP_* of the caller's
	check(serve.Start())
	defer func() { _ = serve.Process.Kill(); _ = serve.Wait() }()
	base := "http://" + addr
	waitReady(ctx, base)

	// 4. the integrator's own checks: here, the markets the API reads from the deployed Reader,
	// and the Vault it names against the manifest and the chain
	res, err := http.Get(base + "/api/markets")
	check(err)
	defer res.Body.Close()
	var markets struct {
		MarketsCount int `json:"marketsCount"`
		Markets      []struct {
			Pair  string `json:"pair"`
			Price string `json:"price"`
		} `json:"markets"`
	}
	check(json.NewDecoder(res.Body).Decode(&markets))
	client, err := ethclient.DialContext(ctx, node.RPCURL())
	check(err)
	code, err := client.CodeAt(ctx, m.Destination.Vault, nil)
	check(err)
	fmt.Println("markets:", markets.MarketsCount)
	fmt.Println("first:", markets.Markets[0].Pair, markets.Markets[0].Price)
	fmt.Println("vault deployed:", len(code) > 0)
	// Output:
	// markets: 12
	// first: BTC/USD 97250.5
	// vault deployed: true
}

// An integrator's test that starts the platform from a state fixture, as docs/e2e.md's "A
// state fixture" shows it: the platform deployed once with `tradeprep deploy` and saved with
// anvil.DumpState into a file whose name carries a hash of the tradeprep that deployed it (a new
// tradeprep, new contracts: a new file), then, in every test, anvil started from the file
// (anvil.WithState) and `tradeprep serve` in front of it: no deployment. In CI the directory
// is one the CI system caches between runs; a fixture older than the Oracle's maxAge (an hour)
// holds stale prices, so a test that trades pushes prices first, or the fixture is made in the
// run. It writes how long the start from the fixture took to standard error.
func Example_stateFixture() {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dir, err := os.MkdirTemp("", "tradeprep-fixture")
	check(err)
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "tradeprep")
	run(ctx, exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/tradeprep/tradeprep/cmd/tradeprep"))

	// 1. the fixture, once: its name carries a hash of the tradeprep binary that deploys it
	text, err := os.ReadFile(bin)
	check(err)
	sum := sha256.Sum256(text)
	name := filepath.Join(dir, fmt.Sprintf("platform-%x", sum[:8]))
	state, manifest := name+".json", name+".manifest.json"
	if _, err := os.Stat(state); errors.Is(err, os.ErrNotExist) {
		node, err := anvil.Launch{Warn: os.Stderr}.Start(ctx, anvil.Customizers(anvil.WithChainID(31337))...)
		check(err)
		deploy := exec.CommandContext(ctx, bin, "deploy", "--rpc-url", node.RPCURL(), "--out", manifest)
		deploy.Env = append(os.Environ(), "TRADEPREP_DEPLOYER_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
		run(ctx, deploy)
		check(node.DumpState(ctx, state))
		check(node.Close(ctx))
	}

	// 2. each test: anvil from the fixture, and the API in front of it
	began := time.Now()
	node, err := anvil.Launch{Warn: os.Stderr}.Start(ctx, anvil.Customizers(anvil.WithChainID(31337), anvil.WithState(state))...)
	check(err)
	defer node.Close(context.Background())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	addr := ln.Addr().String()
	check(ln.Close())
	serve := exec.CommandContext(ctx, bin, "serve", "--rpc-url", node.RPCURL(), "--manifest", manifest, "--listen", addr)
	serve.Env = []string{"PATH=" + os.Getenv("PATH")}
	check(serve.Start())
	defer func() { _ = serve.Process.Kill(); _ = serve.Wait() }()
	waitReady(ctx, "http://"+addr)
	fmt.Fprintf(os.Stderr, "platform from the state fixture: anvil started and the API ready in %v\n", time.Since(began).Round(time.Millisecond))

	// 3. the integrator's checks
	res, err := http.Get("http://" + addr + "/api/markets")
	check(err)
	defer res.Body.Close()
	var markets struct {
		MarketsCount int `json:"marketsCount"`
		Markets      []struct {
			Pair  string `json:"pair"`
			Price string `json:"price"`
		} `json:"markets"`
	}
	check(json.NewDecoder(res.Body).Decode(&markets))
	fmt.Println("markets:", markets.MarketsCount)
	fmt.Println("first:", markets.Markets[0].Pair, markets.Markets[0].Price)
	// Output:
	// markets: 12
	// first: BTC/USD 97250.5
}

// waitReady waits until the API at base answers /readyz with 200.
func waitReady(ctx context.Context, base string) {
	for {
		if res, err := http.Get(base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
		if ctx.Err() != nil {
			log.Fatal("tradeprep serve did not become ready")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, cmd *exec.Cmd) {
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Fatalf("%s: %v\n%s", cmd, err, out)
	}
}
