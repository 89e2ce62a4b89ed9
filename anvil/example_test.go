package anvil_test

import (
	"context"
	"encoding/json"
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
	node, err := anvil.Start(ctx, os.Stderr, anvil.Customizers(anvil.WithChainID(31337))...)
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
	for {
		if res, err := http.Get(base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				break
			}
		}
		if ctx.Err() != nil {
			log.Fatal("tradeprep serve did not become ready")
		}
		time.Sleep(100 * time.Millisecond)
	}

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
