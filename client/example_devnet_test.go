package client_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/app"
)

// The typed client against a devnet started in the example (`tradeprep devnet` run in-process
// on loopback): the markets, decoded into MarketsResponse, and a refused request, decoded into
// the one error body. Every status the document lists for an operation has its typed field
// (JSON200, JSON400, ...); StatusCode and Body are there for any answer.
func ExampleClientWithResponses() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	api, stop := exampleDevnet(ctx)
	defer stop()

	c, err := client.NewClientWithResponses(api)
	if err != nil {
		panic(err)
	}
	markets, err := c.MarketsWithResponse(ctx, &client.MarketsParams{})
	if err != nil {
		panic(err)
	}
	fmt.Println(markets.StatusCode(), markets.JSON200.MarketsCount, "markets")
	first := markets.JSON200.Markets[0]
	fmt.Println(first.Pair, first.Price)

	short := "0x1234"
	refused, err := c.MarketsWithResponse(ctx, &client.MarketsParams{Address: &short})
	if err != nil {
		panic(err)
	}
	fmt.Println(refused.StatusCode(), refused.JSON400.Code, *refused.JSON400.Field)
	// Output:
	// 200 12 markets
	// BTC/USD 97250.5
	// 400 INVALID_FIELD address
}

// exampleDevnet runs `tradeprep devnet` on free loopback ports until stop is called and
// returns the API's base URL once /healthz answers 200 through the typed client.
func exampleDevnet(ctx context.Context) (api string, stop func()) {
	api, _, stop = exampleDevnetChain(ctx)
	return api, stop
}

// exampleDevnetChain is exampleDevnet, with the JSON-RPC URL of the devnet's destination chain.
func exampleDevnetChain(ctx context.Context) (api, chain string, stop func()) {
	free := func() string {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			panic(err)
		}
		defer ln.Close()
		return ln.Addr().String()
	}
	listen, chainListen := free(), free()
	dir, err := os.MkdirTemp("", "tradeprep-example-")
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		done <- app.Run(ctx, []string{"devnet", "--listen", listen, "--chain-listen", chainListen, "--source-chain-listen", free(),
			"--manifest-out", filepath.Join(dir, "manifest.json"), "--log-level", "warn"}, func(string) string { return "" }, io.Discard, io.Discard)
	}()
	stop = func() {
		cancel()
		<-done
		_ = os.RemoveAll(dir)
	}
	api = "http://" + listen
	c, err := client.NewClientWithResponses(api)
	if err != nil {
		panic(err)
	}
	for {
		if res, err := c.HealthzWithResponse(ctx); err == nil && res.StatusCode() == 200 {
			return api, "http://" + chainListen, stop
		}
		select {
		case err := <-done:
			panic(fmt.Sprintf("tradeprep devnet ended: %v", err))
		case <-ctx.Done():
			panic(ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}
