// Command tradeprep serves the trade-preparation API. With no chain configured it starts an
// embedded platform (in-process geth chains with the contracts deployed, demo accounts, a
// keeper, a relayer and a moving price feed) and serves on it. `tradeprep devnet` starts the same
// platform, deterministic, with dev controls for integration tests (internal/actors/devnet).
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/tradeprep/tradeprep/internal/app"
)

func main() {
	// The first SIGTERM or SIGINT ends the context: the service drains, then stops. The second
	// cuts the drain short; later ones are ignored (shutdownTimeout bounds the rest).
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	again := make(chan struct{})
	go func() {
		<-signals
		stop()
		<-signals
		close(again)
	}()
	if err := app.Run(app.WithSecondSignal(ctx, again), os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tradeprep:", err)
		os.Exit(1)
	}
}
